// Unit tests: unwrap and the Spanish error mapping (product codes from SQL, details, SQLSTATE, PostgREST, GoTrue, network).
import { describe, expect, it } from 'vitest';
import { AppError, UNEXPECTED_MESSAGE, codedError, messageOf, productCodeOf, toAppError, unwrap } from './errors.js';

/** A PostgREST error as supabase-js returns it. */
const rest = (code: string, message: string, details: string | null = null) => ({ code, message, details, hint: null });

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
      expect(app.serviceCode).toBe('invalid_credentials');
      expect(app.status).toBe(400);
      expect(app.message).toBe('Correo electrónico o contraseña incorrectos.');
      expect(app.serviceMessage).toBe('Invalid login credentials');
    }
  });
});

describe('productCodeOf', () => {
  it('takes snake_case codes of two or more words only', () => {
    expect(productCodeOf('not_authenticated')).toBe('not_authenticated');
    expect(productCodeOf('cannot_award_own_post')).toBe('cannot_award_own_post');
    expect(productCodeOf('boom')).toBeUndefined();
    expect(productCodeOf('permission denied for table posts')).toBeUndefined();
    expect(productCodeOf('No puedes chatear contigo mismo.')).toBeUndefined();
    expect(productCodeOf('Not_Authenticated')).toBeUndefined();
    expect(productCodeOf(undefined)).toBeUndefined();
  });
});

describe('toAppError', () => {
  it('prefers the spec text for a product code raised by SQL', () => {
    const e = toAppError(rest('23514', 'cannot_chat_with_self', 'Texto del servidor.'));
    expect(e.code).toBe('cannot_chat_with_self');
    expect(e.serviceCode).toBe('23514');
    expect(e.message).toBe('No puedes chatear contigo mismo.');
    expect(toAppError(rest('23514', 'cannot_award_own_profile', null)).message).toBe('No puedes premiar tu propio perfil.');
    expect(toAppError(rest('23514', 'cannot_award_own_post', null)).message).toBe('No puedes premiar tus propias publicaciones.');
  });

  it('uses the Spanish detail when the product code has no spec text of its own', () => {
    const e = toAppError(rest('42501', 'not_authenticated', 'Necesitas iniciar sesión para votar.'));
    expect(e.code).toBe('not_authenticated');
    expect(e.serviceCode).toBe('42501');
    expect(e.message).toBe('Necesitas iniciar sesión para votar.');
    expect(toAppError(rest('P0002', 'reel_not_found', 'El reel no existe.')).message).toBe('El reel no existe.');
  });

  it('falls back to the SQLSTATE text for a product code without detail', () => {
    const e = toAppError(rest('42501', 'not_authenticated', ''));
    expect(e.code).toBe('not_authenticated');
    expect(e.message).toBe('No tienes permiso para realizar esta acción.');
  });

  it('maps SQLSTATE and PostgREST codes, never showing Postgres details', () => {
    const check = toAppError(rest('23514', 'new row for relation "awards" violates check constraint "awards_no_self_award"', 'Failing row contains (1).'));
    expect(check.code).toBe('23514');
    expect(check.message).toBe('Algún dato no cumple las reglas permitidas.');
    expect(toAppError(rest('23505', 'duplicate key value violates unique constraint "reports_once"', 'Key (x)=(1) already exists.')).message).toBe(
      'Este elemento ya existe.',
    );
    expect(toAppError(rest('42501', 'permission denied for function toggle_reel_like')).message).toBe('No tienes permiso para realizar esta acción.');
    expect(toAppError(rest('PGRST116', 'JSON object requested, multiple (or no) rows returned')).message).toBe('No encontramos lo que buscas.');
  });

  it('maps GoTrue codes (an existing user by code, not by its English message)', () => {
    const e = toAppError({ name: 'AuthApiError', code: 'user_already_exists', status: 422, message: 'User already registered' });
    expect(e.code).toBe('user_already_exists');
    expect(e.message).toBe('Este usuario ya existe.');
    expect(toAppError({ message: 'User already registered', status: 422 }).code).toBe('unknown');
  });

  it('maps the two-step sign-in refusals (wrong code, expired challenge) to their Spanish texts by code', () => {
    const wrong = toAppError({ name: 'AuthApiError', code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' });
    expect(wrong.code).toBe('mfa_verification_failed');
    expect(wrong.status).toBe(422);
    expect(wrong.message).toBe('El código no es correcto o ya caducó. Ingresa el código que muestra ahora tu app de autenticación.');
    const expired = toAppError({
      name: 'AuthApiError',
      code: 'mfa_challenge_expired',
      status: 422,
      message: 'MFA challenge 0b7c… has expired, verify against another challenge or create a new challenge.',
    });
    expect(expired.code).toBe('mfa_challenge_expired');
    expect(expired.message).toBe('El código caducó. Ingresa el código que muestra ahora tu app de autenticación.');
    expect(expired.serviceMessage).toMatch(/has expired/);
  });

  it('recognises network failures', () => {
    expect(toAppError(new TypeError('Failed to fetch')).code).toBe('network');
    expect(toAppError({ name: 'AuthRetryableFetchError', status: 0, message: '{}' }).code).toBe('network');
    const fetchError = toAppError({ code: '', message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', hint: '' });
    expect(fetchError.code).toBe('network');
    expect(fetchError.message).toBe('No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.');
  });

  it('falls back to the unexpected-error text for unknown codes', () => {
    const e = toAppError({ code: 'something_new', message: 'boom' });
    expect(e.message).toBe(UNEXPECTED_MESSAGE);
    expect(e.code).toBe('something_new');
    expect(toAppError(rest('P0001', 'brand_new_refusal', null)).message).toBe(UNEXPECTED_MESSAGE);
    expect(toAppError('plain string').message).toBe(UNEXPECTED_MESSAGE);
    expect(toAppError('plain string').code).toBe('unknown');
    expect(toAppError({ code: 'constructor' }).message).toBe(UNEXPECTED_MESSAGE);
  });

  it('returns an AppError unchanged', () => {
    const original = new AppError('x', { code: 'y' });
    expect(toAppError(original)).toBe(original);
  });
});

describe('codedError', () => {
  it('takes the text of a client-raised product code from the one message map', () => {
    const e = codedError('job_edit_refused');
    expect(e).toBeInstanceOf(AppError);
    expect(e.code).toBe('job_edit_refused');
    expect(e.message).toBe('No puedes editar esta oferta.');
  });

  it('keeps the cause and falls back to the unexpected-error text for a code without one', () => {
    const cause = new Error('duplicate key');
    const e = codedError('no_such_code_here', cause);
    expect(e.message).toBe(UNEXPECTED_MESSAGE);
    expect(e.cause).toBe(cause);
    expect(messageOf('messaging_blocked')).toBe('No puedes enviar mensajes a este usuario.');
  });
});
