// The one form helper (useAppForm) and its bound fields; every form of the app is built on them.
export { useAppForm, type AppForm, type AppFormOptions, type FieldErrors, type FormProblem } from './use-app-form';
export { AreaField, ChoiceField, FieldError, InputField, invalidProps, SelectField } from './fields';
export { DialogActions } from './actions';
export { showInvalidField } from './focus';
export { sendOnEnter } from './enter-sends';
