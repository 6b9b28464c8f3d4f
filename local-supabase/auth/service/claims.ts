// Access-token claims in GoTrue's order (pure) and signing with the project's signing key.
import { signJwt, type JwtClaims, type JwtKeys } from '../../keys/jwt.js';
import type { UserRow } from './users.js';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface ClaimInput {
  issuer: string;
  user: UserRow;
  sessionId: string;
  amr: AmrEntry[];
  aal?: string;
  /** Seconds. */
  now: number;
  expiry: number;
}

export function buildClaims(i: ClaimInput): JwtClaims {
  return {
    iss: i.issuer,
    sub: i.user.id,
    aud: i.user.aud || 'authenticated',
    exp: i.now + i.expiry,
    iat: i.now,
    email: i.user.email ?? '',
    phone: i.user.phone ?? '',
    app_metadata: i.user.raw_app_meta_data ?? {},
    user_metadata: i.user.raw_user_meta_data ?? {},
    role: i.user.role || 'authenticated',
    aal: i.aal ?? 'aal1',
    amr: i.amr,
    session_id: i.sessionId,
    is_anonymous: i.user.is_anonymous === true,
  };
}

export function signAccessToken(claims: JwtClaims, keys: JwtKeys): Promise<string> {
  return signJwt(claims, keys);
}
