// Auth feature: the login, sign-up and password-recovery screens.
export { LoginForm } from './components/LoginForm';
export { SignupForm } from './components/SignupForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export { ResetPasswordForm } from './components/ResetPasswordForm';
