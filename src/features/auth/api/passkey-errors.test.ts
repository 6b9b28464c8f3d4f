// ceremonyErrorCode and passkeyError: the browser's WebAuthn failures and GoTrue's passkey codes → Spanish messages.
import { describe, expect, it } from 'vitest';
import { ceremonyErrorCode, passkeyError, PASSKEY_MESSAGES } from './passkey-errors';

const messageForCode = (code: string) => PASSKEY_MESSAGES[code];

const domError = (name: string) => Object.assign(new Error('x'), { name });

describe('ceremonyErrorCode', () => {
  it('a closed or timed-out prompt is a cancellation', () => {
    expect(ceremonyErrorCode(domError('NotAllowedError'))).toBe('passkey_cancelled');
    expect(ceremonyErrorCode(domError('AbortError'))).toBe('passkey_cancelled');
    expect(ceremonyErrorCode({ name: 'Error', code: 'ERROR_CEREMONY_ABORTED' })).toBe('passkey_cancelled');
    expect(messageForCode('passkey_cancelled')).toBe('Cancelaste la operación con la llave de acceso.');
  });

  it('an authenticator that already holds a passkey of the account', () => {
    expect(ceremonyErrorCode({ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('webauthn_credential_exists');
    expect(messageForCode('webauthn_credential_exists')).toBe('Esta llave de acceso ya está registrada en tu cuenta.');
  });

  it('anything else is a failure of the device', () => {
    expect(ceremonyErrorCode(domError('SecurityError'))).toBe('passkey_failed');
    expect(ceremonyErrorCode('boom')).toBe('passkey_failed');
    expect(messageForCode('passkey_failed')).toMatch(/^No se pudo usar la llave de acceso/);
  });
});

describe('passkeyError', () => {
  it('GoTrue passkey codes get the Spanish text; other codes keep the common one', () => {
    const failed = passkeyError({ name: 'AuthApiError', status: 400, code: 'webauthn_verification_failed', message: 'Credential verification failed' });
    expect(failed).toMatchObject({ code: 'webauthn_verification_failed', status: 400 });
    expect(failed.message).toMatch(/^No pudimos verificar tu llave de acceso/);
    expect(passkeyError({ name: 'AuthApiError', status: 403, code: 'insufficient_aal', message: 'x' }).message).toBe(
      'Confirma primero el código de tu app de autenticación.',
    );
  });
});
