// The whole passkey flows (server options → the browser's WebAuthn prompt → server verify), loaded only when a member
// uses a passkey: @simplewebauthn/browser and the Spanish messages of passkey failures live in this lazy chunk.
import type { AuthPasskeyAuthenticationVerifyResponse, AuthPasskeyRegistrationVerifyResponse } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { AppError, UNEXPECTED_MESSAGE } from '@/lib/errors';
import { ceremonyErrorCode, PASSKEY_MESSAGES, passkeyError } from './passkey-errors';

type Browser = typeof import('@simplewebauthn/browser');
type CreationOptions = Parameters<Browser['startRegistration']>[0]['optionsJSON'];
type RequestOptions = Parameters<Browser['startAuthentication']>[0]['optionsJSON'];

const coded = (code: string, cause?: unknown) => new AppError(PASSKEY_MESSAGES[code] ?? UNEXPECTED_MESSAGE, { code, cause });

async function loadBrowser(): Promise<Browser> {
  const browser = await import('@simplewebauthn/browser');
  if (!browser.browserSupportsWebAuthn()) throw coded('passkey_unsupported');
  return browser;
}

/** Adds a passkey of this device to the signed-in member's account. */
export async function registerPasskey(): Promise<AuthPasskeyRegistrationVerifyResponse['data']> {
  try {
    const { data: start } = await authCall(() => supabase.auth.passkey.startRegistration());
    const browser = await loadBrowser();
    const credential = await browser.startRegistration({ optionsJSON: start!.options as unknown as CreationOptions }).catch((e: unknown) => {
      throw coded(ceremonyErrorCode(e), e);
    });
    const { data } = await authCall(() => supabase.auth.passkey.verifyRegistration({ challengeId: start!.challenge_id, credential: credential as never }));
    return data;
  } catch (e) {
    throw passkeyError(e);
  }
}

/** Signs in with a passkey the device offers (discoverable: no e-mail needed). */
export async function signInWithPasskey(): Promise<AuthPasskeyAuthenticationVerifyResponse['data']> {
  try {
    const { data: start } = await authCall(() => supabase.auth.passkey.startAuthentication());
    const browser = await loadBrowser();
    const credential = await browser.startAuthentication({ optionsJSON: start!.options as unknown as RequestOptions }).catch((e: unknown) => {
      throw coded(ceremonyErrorCode(e), e);
    });
    const { data } = await authCall(() => supabase.auth.passkey.verifyAuthentication({ challengeId: start!.challenge_id, credential: credential as never }));
    return data;
  } catch (e) {
    throw passkeyError(e);
  }
}
