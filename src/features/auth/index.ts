// Auth feature: the login, sign-up and password screens, and the toasts of session changes.
export { LoginForm } from './components/LoginForm';
export { SignupForm } from './components/SignupForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export { ResetPasswordForm } from './components/ResetPasswordForm';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export { AuthNotices } from './components/AuthNotices';
export { TwoStepSettings } from './components/TwoStepSettings';
export { PasskeySettings } from './components/PasskeySettings';
