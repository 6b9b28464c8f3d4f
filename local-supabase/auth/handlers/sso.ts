// SSO/SAML endpoints: SAML is not configured locally, so each answers GoTrue's "SAML 2.0 is disabled" (404).
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import type { Reply } from '../http.js';

export async function samlDisabled(_a: AuthRequest): Promise<Reply> {
  throw E.samlDisabled();
}
