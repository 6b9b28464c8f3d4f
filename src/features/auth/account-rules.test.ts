// Unit tests: login, sign-up and password form checks with the spec's messages.
import { describe, expect, it } from 'vitest';
import { checkLogin, checkNewPassword, checkTotpCode, checkSignup } from './account-rules';

const ok = { fullName: 'Ana', email: 'ana@example.com', password: 'secreto1', confirmPassword: 'secreto1' };

describe('checkSignup', () => {
  it('accepts a complete form', () => {
    expect(checkSignup(ok)).toBeNull();
  });

  it('requires name, email and password', () => {
    expect(checkSignup({ ...ok, fullName: ' ' })?.title).toBe('Campos requeridos');
    expect(checkSignup({ ...ok, email: '' })?.title).toBe('Campos requeridos');
  });

  it('names the first field to fix, in the order shown', () => {
    expect(checkSignup({ ...ok, fullName: ' ', email: '' })?.field).toBe('fullName');
    expect(checkSignup({ ...ok, email: '', password: '' })?.field).toBe('email');
    expect(checkSignup({ ...ok, password: '' })?.field).toBe('password');
    expect(checkLogin({ email: '', password: '' })?.field).toBe('email');
    expect(checkLogin({ email: 'a@b.c', password: '' })?.field).toBe('password');
  });

  it('rejects different passwords first', () => {
    expect(checkSignup({ ...ok, password: 'abc', confirmPassword: 'abd' })).toEqual({
      title: 'Error de Contraseña',
      description: 'Las contraseñas no coinciden.',
      field: 'confirmPassword',
    });
  });

  it('rejects passwords under 6 characters', () => {
    expect(checkSignup({ ...ok, password: '12345', confirmPassword: '12345' })).toEqual({
      title: 'Contraseña Débil',
      description: 'La contraseña debe tener al menos 6 caracteres.',
      field: 'password',
    });
    expect(checkSignup({ ...ok, password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});

describe('checkLogin', () => {
  it('requires email and password', () => {
    expect(checkLogin({ email: 'a@b.c', password: '' })?.title).toBe('Campos requeridos');
    expect(checkLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });
});

describe('checkNewPassword', () => {
  it('applies the same password rules, titles and messages as sign-up (reset and settings use it)', () => {
    expect(checkNewPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual(
      checkSignup({ fullName: 'A', email: 'a@b.c', password: 'abcdef', confirmPassword: 'abcdeg' }),
    );
    expect(checkNewPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual(
      checkSignup({ fullName: 'A', email: 'a@b.c', password: 'abc', confirmPassword: 'abc' }),
    );
    expect(checkNewPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })?.title).toBe('Error de Contraseña');
    expect(checkNewPassword({ password: 'abc', confirmPassword: 'abc' })?.title).toBe('Contraseña Débil');
    expect(checkNewPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});

describe('checkTotpCode', () => {
  it('wants six digits (spaces ignored)', () => {
    expect(checkTotpCode('')?.description).toBe('Ingresa el código de 6 dígitos de tu app de autenticación.');
    expect(checkTotpCode('12')?.description).toBe('El código debe tener 6 dígitos.');
    expect(checkTotpCode('12a456')?.field).toBe('code');
    expect(checkTotpCode('123 456')).toBeNull();
  });
});
