// A member whose session ended on the server (a suspension ends every session): why, and what /login says about it.
import { messageForCode } from '@/lib/errors';

/** /login?motivo=…: the account was suspended, or its session was ended on the server. */
export type SignOutReason = 'suspendida' | 'sesion-cerrada';

/** How often a signed-in tab asks the auth server whether its session still stands (one GET /user). */
export const SESSION_CHECK_MS = 45_000;

/**
 * The reason to sign out after GET /user refused the session: `user_banned` says suspended; a session that no longer
 * exists was ended on the server (a suspension deletes the sessions, so GoTrue answers `session_not_found` before it
 * looks at the ban; supabase-js turns that into an AuthSessionMissingError and drops the stored session itself).
 * Anything else (network, server error) is no reason to sign anybody out.
 */
export function signOutReason(error: { code?: string; name?: string }): SignOutReason | null {
  if (error.code === 'user_banned') return 'suspendida';
  if (error.code === 'session_not_found' || error.name === 'AuthSessionMissingError') return 'sesion-cerrada';
  return null;
}

// The reason also waits in sessionStorage: the session's end sends a member on a members-only page to /login through
// its guard (?redirect=…), which may win over the watcher's own navigation to /login?motivo=….
const STORED_REASON = 'nexo:motivo-cierre';
// The suspension's end when the member could still read it (ISO), for 'hasta el …'.
const STORED_UNTIL = 'nexo:suspendida-hasta';

export function storeReason(reason: SignOutReason, until?: string | null): void {
  sessionStorage.setItem(STORED_REASON, reason);
  if (until) sessionStorage.setItem(STORED_UNTIL, until);
  else sessionStorage.removeItem(STORED_UNTIL);
}

/** The stored suspension's end, if the watch could read it. */
export function storedUntil(): string | undefined {
  return sessionStorage.getItem(STORED_UNTIL) ?? undefined;
}

export function storedReason(): SignOutReason | undefined {
  const stored = sessionStorage.getItem(STORED_REASON);
  return stored === 'suspendida' || stored === 'sesion-cerrada' ? stored : undefined;
}

/** /login shows a stored reason once. */
export function clearStoredReason(): void {
  sessionStorage.removeItem(STORED_REASON);
  sessionStorage.removeItem(STORED_UNTIL);
}

// A notice, not an error: the server ended the session and does not say why (a suspension shows at the next sign-in).
const SESSION_ENDED = 'Tu sesión se cerró. Vuelve a iniciar sesión; si tu cuenta fue suspendida, te lo indicaremos al hacerlo.';

/**
 * The Spanish explanation /login shows for a reason: a suspension's is GoTrue's user_banned text, naming its end when
 * the watch could read it ('Tu cuenta está suspendida hasta el 28 de noviembre a las 14:30. …').
 */
export function reasonMessage(reason: SignOutReason, until?: string): string {
  if (reason !== 'suspendida') return SESSION_ENDED;
  const banned = messageForCode('user_banned') ?? '';
  const end = until ? new Date(until) : null;
  if (!end || Number.isNaN(end.getTime())) return banned;
  const when = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(end);
  return banned.replace('suspendida.', `suspendida hasta el ${when}.`);
}
