// POST /token?grant_type=id_token: which provider an ID token names, refused like GoTrue does when it is not enabled.
import { E, OAuthError } from '../errors.js';
import { decodeJwtUnsafe } from '../../keys/jwt.js';

/** Issuers GoTrue knows by provider name. */
const ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://auth.snapchat.com',
  keycloak: '',
};

/** No external provider is configured locally: every id_token grant ends in GoTrue's refusal for its provider. */
export function refuseIdToken(body: Record<string, unknown>): never {
  const idToken = typeof body.id_token === 'string' ? body.id_token : '';
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuerParam = typeof body.issuer === 'string' ? body.issuer : '';
  const clientId = typeof body.client_id === 'string' ? body.client_id : '';
  if (!idToken) throw new OAuthError(400, 'invalid request', 'id_token required');
  if (!provider && (!clientId || !issuerParam)) throw new OAuthError(400, 'invalid request', 'provider or client_id and issuer required');
  const byIssuer = Object.entries(ISSUERS).find(([, iss]) => iss && iss === issuerParam)?.[0];
  const name = provider || byIssuer || '';
  if (name in ISSUERS) throw E.idTokenProviderDisabled(ISSUERS[name]);
  if (name === 'azure' || issuerParam.startsWith('https://login.microsoftonline.com/') || issuerParam.startsWith('https://sts.windows.net/')) {
    const iss = decodeJwtUnsafe(idToken)?.iss;
    if (typeof iss !== 'string' || !iss) throw E.validation('Unable to detect issuer in ID token for Azure provider');
    if (!iss.startsWith('https://login.microsoftonline.com/') && !iss.startsWith('https://sts.windows.net/')) {
      throw E.validation('Detected ID token issuer is not an Azure ID token issuer');
    }
    if (issuerParam && issuerParam !== iss) throw E.validation('Provided issuer does not match ID token issuer');
    throw E.idTokenProviderDisabled(iss);
  }
  if (name.startsWith('custom:')) throw E.validation('Custom OAuth providers are disabled');
  throw E.validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}
