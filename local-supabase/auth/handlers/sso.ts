// SSO/SAML is off locally: every SAML endpoint answers 404 "SAML 2.0 is disabled", as GoTrue does.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import type { Reply } from '../http.js';

export async function samlDisabled(_a: AuthRequest): Promise<Reply> {
  throw E.samlDisabled();
}
