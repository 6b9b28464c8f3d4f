// DELETE /factors/{id}: remove a factor (a verified one only from an aal2 session); sessions it raised drop to aal1.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { deleteFactor, downgradeSessions } from '../service/factors.js';
import { callerWithSession, ownedFactor, sessionAal } from '../service/mfa.js';

export async function unenrollFactor(a: AuthRequest): Promise<Reply> {
  const f = await ownedFactor(a);
  const caller = callerWithSession(a, 'unenroll');
  if (f.status === 'verified' && (await sessionAal(a.deps.db, caller.sessionId)) !== 'aal2') throw E.aal2ToUnenroll();
  await a.deps.db.transaction(async (q) => {
    await downgradeSessions(q, f);
    await deleteFactor(q, f.id);
  });
  return json({ id: f.id });
}
