// The browser half of a passkey ceremony: @simplewebauthn/browser, loaded only when a member uses a passkey, and its
// failures (cancelled, unsupported, already registered) as AppErrors with Spanish messages.
import { AppError, messageForCode, UNEXPECTED_MESSAGE } from '@/lib/errors';

type Browser = typeof import('@simplewebauthn/browser');
type CreationOptions = Parameters<Browser['startRegistration']>[0]['optionsJSON'];
type RequestOptions = Parameters<Browser['startAuthentication']>[0]['optionsJSON'];

/** The code for a failure of navigator.credentials (DOMException names, as @simplewebauthn/browser keeps them). */
export function ceremonyErrorCode(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'passkey_cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'webauthn_credential_exists';
  return 'passkey_failed';
}

function ceremonyError(error: unknown): AppError {
  const code = ceremonyErrorCode(error);
  return new AppError(messageForCode(code) ?? UNEXPECTED_MESSAGE, { code, cause: error });
}

async function loadBrowser(): Promise<Browser> {
  const browser = await import('@simplewebauthn/browser');
  if (!browser.browserSupportsWebAuthn()) throw new AppError(messageForCode('passkey_unsupported') ?? UNEXPECTED_MESSAGE, { code: 'passkey_unsupported' });
  return browser;
}

/** navigator.credentials.create() with the server's options; the JSON response for the server. */
export async function createPasskeyCredential(options: unknown) {
  const browser = await loadBrowser();
  try {
    return await browser.startRegistration({ optionsJSON: options as CreationOptions });
  } catch (e) {
    throw ceremonyError(e);
  }
}

/** navigator.credentials.get() with the server's options (discoverable: the device offers its passkeys). */
export async function getPasskeyAssertion(options: unknown) {
  const browser = await loadBrowser();
  try {
    return await browser.startAuthentication({ optionsJSON: options as RequestOptions });
  } catch (e) {
    throw ceremonyError(e);
  }
}
