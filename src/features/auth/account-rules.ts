// Client-side checks of the login, sign-up and password forms, with the spec's titles and messages.

import type { FormProblem } from '@/components/form';

/** The first of `fields` (name → value) left blank. */
function firstBlank(fields: [string, string][]): string | undefined {
  return fields.find(([, v]) => !v.trim())?.[0];
}

export const MIN_PASSWORD_LENGTH = 6;

export function checkLogin(v: { email: string; password: string }): FormProblem | null {
  if (!v.email.trim() || !v.password) {
    return {
      title: 'Campos requeridos',
      description: 'Por favor, introduce tu correo electrónico y tu contraseña.',
      field: firstBlank([['email', v.email], ['password', v.password]]),
    };
  }
  return null;
}

export function checkSignup(v: { fullName: string; email: string; password: string; confirmPassword: string }): FormProblem | null {
  if (!v.fullName.trim() || !v.email.trim() || !v.password) {
    return {
      title: 'Campos requeridos',
      description: 'Por favor, completa tu nombre, correo electrónico y contraseña.',
      field: firstBlank([['fullName', v.fullName], ['email', v.email], ['password', v.password]]),
    };
  }
  return checkNewPassword(v);
}

/** Every new password (sign-up's rules): reset-password and the settings page use the same titles and messages. */
export function checkNewPassword(v: { password: string; confirmPassword: string }): FormProblem | null {
  if (v.password !== v.confirmPassword) return { title: 'Error de Contraseña', description: 'Las contraseñas no coinciden.', field: 'confirmPassword' };
  if (v.password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Contraseña Débil', description: 'La contraseña debe tener al menos 6 caracteres.', field: 'password' };
  }
  return null;
}

export function checkRecoveryEmail(v: { email: string }): FormProblem | null {
  if (!v.email.trim()) return { title: 'Campos requeridos', description: 'Por favor, introduce tu correo electrónico.', field: 'email' };
  return null;
}

/** A code of the authenticator app: six digits (spaces ignored). */
export function checkTotpCode(code: string): FormProblem | null {
  const digits = code.replace(/\s/g, '');
  if (!digits) return { title: 'Código requerido', description: 'Ingresa el código de 6 dígitos de tu app de autenticación.', field: 'code' };
  if (!/^\d{6}$/.test(digits)) return { title: 'Código no válido', description: 'El código debe tener 6 dígitos.', field: 'code' };
  return null;
}
