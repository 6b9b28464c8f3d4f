// POST /logout?scope=global|local|others → 204.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { noContent, type Reply } from '../http.js';
import { deleteSessions, type LogoutScope } from '../service/sessions.js';

const SCOPES: LogoutScope[] = ['global', 'local', 'others'];

export async function logout(a: AuthRequest): Promise<Reply> {
  const raw = a.query.get('scope') ?? 'global';
  if (!SCOPES.includes(raw as LogoutScope)) throw E.validation(`Unsupported logout scope "${raw}"`);
  const { user, sessionId } = a.caller!;
  await deleteSessions(a.deps.db, user.row.id, raw as LogoutScope, sessionId);
  a.endedSessions = true;
  return noContent();
}
