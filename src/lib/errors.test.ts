// Unit tests: unwrap and the Spanish error mapping.
import { describe, expect, it } from 'vitest';
import { AppError, UNEXPECTED_MESSAGE, toAppError, unwrap } from './errors.js';

describe('unwrap', () => {
  it('returns data when there is no error', () => {
    expect(unwrap({ data: [1, 2], error: null })).toEqual([1, 2]);
  });

  it('throws an AppError carrying the code, status and a Spanish message', () => {
    const error = { name: 'AuthApiError', code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' };
    try {
      unwrap({ data: null, error });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      const app = e as AppError;
      expect(app.code).toBe('invalid_credentials');
      expect(app.status).toBe(400);
      expect(app.message).toBe('Correo electrónico o contraseña incorrectos.');
      expect(app.serviceMessage).toBe('Invalid login credentials');
    }
  });
});

describe('toAppError', () => {
  it('maps PostgREST codes', () => {
    expect(toAppError({ code: 'PGRST116', message: 'JSON object requested', details: null, hint: null }).message).toBe(
      'No encontramos lo que buscas.',
    );
    expect(toAppError({ code: '42501', message: 'permission denied' }).message).toBe('No tienes permiso para realizar esta acción.');
  });

  it('maps an existing user, by code or by the legacy message', () => {
    expect(toAppError({ code: 'user_already_exists', status: 422 }).message).toBe('Este usuario ya existe.');
    expect(toAppError({ message: 'User already registered', status: 422 }).message).toBe('Este usuario ya existe.');
  });

  it('recognises network failures', () => {
    expect(toAppError(new TypeError('Failed to fetch')).code).toBe('network');
    expect(toAppError({ name: 'AuthRetryableFetchError', status: 0, message: '{}' }).code).toBe('network');
  });

  it('falls back to the unexpected-error text for unknown codes', () => {
    const e = toAppError({ code: 'something_new', message: 'boom' });
    expect(e.message).toBe(UNEXPECTED_MESSAGE);
    expect(e.code).toBe('something_new');
    expect(toAppError('plain string').message).toBe(UNEXPECTED_MESSAGE);
  });

  it('returns an AppError unchanged', () => {
    const original = new AppError('x', { code: 'y' });
    expect(toAppError(original)).toBe(original);
  });
});
