// Features that are off locally: SSO/SAML ("SAML 2.0 is disabled") and passkeys ("Passkeys are disabled"), both 404 as in GoTrue.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import type { Reply } from '../http.js';

export async function samlDisabled(_a: AuthRequest): Promise<Reply> {
  throw E.samlDisabled();
}

export async function passkeysDisabled(_a: AuthRequest): Promise<Reply> {
  throw E.passkeysDisabled();
}
