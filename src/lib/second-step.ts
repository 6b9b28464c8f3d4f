// Two-step sign-in (pure): whether a session still waits for the member's authenticator-app code.
import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token (null when it cannot be read). */
function aalOf(accessToken: string): string | null {
  try {
    const part = accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(part)) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : null;
  } catch {
    return null;
  }
}

/**
 * A member with two-step verification is signed in only once the code is verified (aal2): until then the password
 * session exists in supabase-js (the code step needs it) but the app treats the visitor as signed out.
 */
export function awaitsSecondStep(session: Session | null): boolean {
  if (!session) return false;
  const hasFactor = session.user.factors?.some((f) => f.status === 'verified') ?? false;
  return hasFactor && aalOf(session.access_token) !== 'aal2';
}
