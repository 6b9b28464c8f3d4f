// A member whose session ended on the server (a suspension ends every session): why, and what /login says about it.
import { messageForCode } from '@/lib/errors';

/** /login?motivo=…: the account was suspended, or its session was ended on the server. */
export type SignOutReason = 'suspendida' | 'sesion-cerrada';

/** How often a signed-in tab asks the auth server whether its session still stands (one GET /user). */
export const SESSION_CHECK_MS = 45_000;

/**
 * The reason to sign out after GET /user refused the session: `user_banned` says suspended; a session that no longer
 * exists was ended on the server (a suspension deletes the sessions, so GoTrue answers this before it looks at the ban).
 * Anything else (network, server error) is no reason to sign anybody out.
 */
export function signOutReason(code: string | undefined): SignOutReason | null {
  if (code === 'user_banned') return 'suspendida';
  if (code === 'session_not_found') return 'sesion-cerrada';
  return null;
}

/** The Spanish explanation /login shows for a reason. */
export function reasonMessage(reason: SignOutReason): string {
  return messageForCode(reason === 'suspendida' ? 'user_banned' : 'session_revoked') ?? '';
}
