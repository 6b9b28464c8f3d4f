// The whole /auth/v1 route table: method, path, guard, rate-limit bucket, handler.
import { matchRoute as matchRouteIn, type RouteMatch } from '../http/router.js';
import type { AuthRequest, Guard } from './context.js';
import type { Reply } from './http.js';
import type { Limiters } from './service/rate-limit.js';
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './handlers/admin-factors.js';
import { challengeFactor } from './handlers/factors-challenge.js';
import { enrollFactor } from './handlers/factors-enroll.js';
import { unenrollFactor } from './handlers/factors-unenroll.js';
import { verifyFactor } from './handlers/factors-verify.js';
import { linkIdentity, unlinkIdentity } from './handlers/identities.js';
import {
  adminCreateClient, adminDeleteClient, adminGetClient, adminListClients, adminRegenerateSecret, adminUpdateClient, dynamicRegister,
} from './handlers/oauth-clients.js';
import {
  adminPasskeyDelete, adminPasskeyList, passkeyAuthenticationOptions, passkeyAuthenticationVerify, passkeyDelete, passkeyList,
  passkeyRegistrationOptions, passkeyRegistrationVerify, passkeyUpdate,
} from './handlers/passkeys.js';
import { samlDisabled } from './handlers/sso.js';
import { adminGenerateLink } from './handlers/admin-generate-link.js';
import { authorize } from './handlers/authorize.js';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser } from './handlers/admin-users.js';
import { health } from './handlers/health.js';
import { invite } from './handlers/invite.js';
import { jwks } from './handlers/jwks.js';
import { logout } from './handlers/logout.js';
import { magiclink, otp } from './handlers/otp.js';
import { reauthenticate } from './handlers/reauthenticate.js';
import { recover } from './handlers/recover.js';
import { resend } from './handlers/resend.js';
import { settings } from './handlers/settings.js';
import { signup } from './handlers/signup.js';
import { token } from './handlers/token.js';
import { getUser } from './handlers/user-get.js';
import { putUser } from './handlers/user-put.js';
import { verifyGet, verifyPost } from './handlers/verify.js';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Segments starting with ':' capture a parameter. */
  path: string;
  guard: Guard;
  /** Per-IP bucket counted before the handler runs (token picks its own bucket per grant). */
  limit?: Exclude<keyof Limiters, 'totpSteps'>;
  handler: (a: AuthRequest) => Promise<Reply>;
}

// prettier-ignore
export const ROUTES: Route[] = [
  { method: 'GET',    path: '/health',                guard: 'none',  handler: health },
  { method: 'GET',    path: '/settings',              guard: 'none',  handler: settings },
  { method: 'GET',    path: '/.well-known/jwks.json', guard: 'none',  handler: jwks },
  { method: 'POST',   path: '/signup',                guard: 'none',  handler: signup },
  { method: 'POST',   path: '/token',                 guard: 'none',  handler: token },
  { method: 'POST',   path: '/logout',                guard: 'user',  handler: logout },
  { method: 'GET',    path: '/user',                  guard: 'user',  handler: getUser },
  { method: 'PUT',    path: '/user',                  guard: 'user',  handler: putUser, limit: 'signInSignUps' },
  { method: 'GET',    path: '/reauthenticate',        guard: 'user',  handler: reauthenticate },
  { method: 'POST',   path: '/recover',               guard: 'none',  handler: recover, limit: 'signInSignUps' },
  { method: 'POST',   path: '/otp',                   guard: 'none',  handler: otp, limit: 'signInSignUps' },
  { method: 'POST',   path: '/magiclink',             guard: 'none',  handler: magiclink, limit: 'signInSignUps' },
  { method: 'POST',   path: '/resend',                guard: 'none',  handler: resend, limit: 'signInSignUps' },
  { method: 'GET',    path: '/verify',                guard: 'none',  handler: verifyGet, limit: 'tokenVerifications' },
  { method: 'POST',   path: '/verify',                guard: 'none',  handler: verifyPost, limit: 'tokenVerifications' },
  { method: 'GET',    path: '/authorize',             guard: 'none',  handler: authorize },
  { method: 'POST',   path: '/invite',                guard: 'admin', handler: invite },
  { method: 'POST',   path: '/admin/users',           guard: 'admin', handler: adminCreateUser },
  { method: 'GET',    path: '/admin/users',           guard: 'admin', handler: adminListUsers },
  { method: 'GET',    path: '/admin/users/:id',       guard: 'admin', handler: adminGetUser },
  { method: 'PUT',    path: '/admin/users/:id',       guard: 'admin', handler: adminUpdateUser },
  { method: 'DELETE', path: '/admin/users/:id',       guard: 'admin', handler: adminDeleteUser },
  { method: 'POST',   path: '/admin/generate_link',   guard: 'admin', handler: adminGenerateLink },
  { method: 'POST',   path: '/factors',                             guard: 'user',  handler: enrollFactor },
  { method: 'POST',   path: '/factors/:factorId/challenge',         guard: 'user',  handler: challengeFactor, limit: 'mfaChallengeVerify' },
  { method: 'POST',   path: '/factors/:factorId/verify',            guard: 'user',  handler: verifyFactor, limit: 'mfaChallengeVerify' },
  { method: 'DELETE', path: '/factors/:factorId',                   guard: 'user',  handler: unenrollFactor },
  { method: 'GET',    path: '/admin/users/:id/factors',             guard: 'admin', handler: adminListFactors },
  { method: 'PUT',    path: '/admin/users/:id/factors/:factorId',   guard: 'admin', handler: adminUpdateFactor },
  { method: 'DELETE', path: '/admin/users/:id/factors/:factorId',   guard: 'admin', handler: adminDeleteFactor },
  { method: 'GET',    path: '/admin/oauth/clients',                 guard: 'admin', handler: adminListClients },
  { method: 'POST',   path: '/admin/oauth/clients',                 guard: 'admin', handler: adminCreateClient },
  { method: 'GET',    path: '/admin/oauth/clients/:clientId',       guard: 'admin', handler: adminGetClient },
  { method: 'PUT',    path: '/admin/oauth/clients/:clientId',       guard: 'admin', handler: adminUpdateClient },
  { method: 'DELETE', path: '/admin/oauth/clients/:clientId',       guard: 'admin', handler: adminDeleteClient },
  { method: 'POST',   path: '/admin/oauth/clients/:clientId/regenerate_secret', guard: 'admin', handler: adminRegenerateSecret },
  { method: 'POST',   path: '/oauth/clients/register',              guard: 'none',  handler: dynamicRegister },
  { method: 'GET',    path: '/user/identities/authorize',           guard: 'user',  handler: linkIdentity },
  { method: 'DELETE', path: '/user/identities/:identityId',         guard: 'user',  handler: unlinkIdentity },
  { method: 'POST',   path: '/passkeys/registration/options',       guard: 'none',  handler: passkeyRegistrationOptions },
  { method: 'POST',   path: '/passkeys/registration/verify',        guard: 'none',  handler: passkeyRegistrationVerify },
  { method: 'POST',   path: '/passkeys/authentication/options',     guard: 'none',  handler: passkeyAuthenticationOptions },
  { method: 'POST',   path: '/passkeys/authentication/verify',      guard: 'none',  handler: passkeyAuthenticationVerify },
  { method: 'GET',    path: '/passkeys',                            guard: 'none',  handler: passkeyList },
  { method: 'PATCH',  path: '/passkeys/:passkeyId',                 guard: 'none',  handler: passkeyUpdate },
  { method: 'DELETE', path: '/passkeys/:passkeyId',                 guard: 'none',  handler: passkeyDelete },
  { method: 'GET',    path: '/admin/users/:id/passkeys',            guard: 'admin', handler: adminPasskeyList },
  { method: 'DELETE', path: '/admin/users/:id/passkeys/:passkeyId', guard: 'admin', handler: adminPasskeyDelete },
  { method: 'POST',   path: '/sso',                                 guard: 'none',  handler: samlDisabled },
  { method: 'GET',    path: '/sso/saml/metadata',                   guard: 'none',  handler: samlDisabled },
  { method: 'POST',   path: '/sso/saml/acs',                        guard: 'none',  handler: samlDisabled },
  { method: 'GET',    path: '/sso/saml/acs',                        guard: 'none',  handler: samlDisabled },
  { method: 'GET',    path: '/admin/sso/providers',                 guard: 'admin', handler: samlDisabled },
  { method: 'POST',   path: '/admin/sso/providers',                 guard: 'admin', handler: samlDisabled },
  { method: 'GET',    path: '/admin/sso/providers/:id',             guard: 'admin', handler: samlDisabled },
  { method: 'PUT',    path: '/admin/sso/providers/:id',             guard: 'admin', handler: samlDisabled },
  { method: 'DELETE', path: '/admin/sso/providers/:id',             guard: 'admin', handler: samlDisabled },
];

export type Match = RouteMatch<Route>;

/** Pure route lookup (http/router.ts); a trailing slash is ignored. */
export function matchRoute(method: string, path: string, routes: Route[] = ROUTES): Match {
  return matchRouteIn(method, path.replace(/\/+$/, ''), routes);
}
