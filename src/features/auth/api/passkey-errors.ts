// Passkey failures as AppErrors with Spanish messages: GoTrue's passkey codes and the browser's WebAuthn ceremony
// failures (pure; used by the lazily loaded passkey-ceremony).
import { AppError, toAppError } from '@/lib/errors';

/** Spanish texts by code: GoTrue's passkey codes and the browser's ceremony failures (ceremonyErrorCode). */
export const PASSKEY_MESSAGES: Record<string, string> = {
  webauthn_verification_failed: 'No pudimos verificar tu llave de acceso. Inténtalo de nuevo o inicia sesión con tu contraseña.',
  webauthn_challenge_expired: 'La solicitud de la llave de acceso caducó. Inténtalo de nuevo.',
  webauthn_challenge_not_found: 'La solicitud de la llave de acceso caducó. Inténtalo de nuevo.',
  webauthn_credential_exists: 'Esta llave de acceso ya está registrada en tu cuenta.',
  too_many_passkeys: 'Alcanzaste el máximo de llaves de acceso. Elimina una para agregar otra.',
  passkey_disabled: 'Las llaves de acceso no están disponibles en este momento.',
  passkey_cancelled: 'Cancelaste la operación con la llave de acceso.',
  passkey_unsupported: 'Este navegador no admite llaves de acceso.',
  passkey_failed: 'No se pudo usar la llave de acceso en este dispositivo. Inténtalo de nuevo.',
};

/** An AppError whose message is the passkey text for its code, when there is one. */
export function passkeyError(error: unknown): AppError {
  const e = toAppError(error);
  const text = Object.hasOwn(PASSKEY_MESSAGES, e.code) ? PASSKEY_MESSAGES[e.code] : undefined;
  return text ? new AppError(text, { code: e.code, serviceCode: e.serviceCode, status: e.status, serviceMessage: e.serviceMessage, cause: error }) : e;
}

/** The code for a failure of navigator.credentials (DOMException names, as @simplewebauthn/browser keeps them). */
export function ceremonyErrorCode(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'passkey_cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'webauthn_credential_exists';
  return 'passkey_failed';
}
