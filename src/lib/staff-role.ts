// The member's staff role, read from the `user_role` claim the Custom Access Token Hook puts in the access token: the
// database reads the same claim, so a revoked role is gone for both at the next token refresh.
import type { Session } from '@supabase/supabase-js';
import { useAuth } from './auth';

export type StaffRole = 'moderator' | 'admin';

/** The `user_role` claim of the session's access token, or null (a member, a visitor, a token that cannot be read). */
export function staffRole(session: Pick<Session, 'access_token'> | null): StaffRole | null {
  const payload = session?.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { user_role?: unknown };
    return claims.user_role === 'moderator' || claims.user_role === 'admin' ? claims.user_role : null;
  } catch {
    return null;
  }
}

export function useStaffRole(): StaffRole | null {
  return staffRole(useAuth().session);
}
