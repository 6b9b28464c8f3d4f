// POST /recover: mail a password-recovery link (200 {} also for unknown addresses).
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { issueToken } from '../service/flows.js';
import { codeChallengeOf, createFlowState } from '../service/pkce.js';
import { findUserByEmail } from '../service/users.js';
import { normalizeEmail } from '../service/validate.js';

export async function recover(a: AuthRequest): Promise<Reply> {
  if (!a.cfg.email.enableSignup) throw E.emailLoginsDisabled(400);
  if (typeof a.body.email !== 'string' || a.body.email === '') throw E.recoveryEmailMissing(400);
  const email = normalizeEmail(a.body.email);
  const challenge = codeChallengeOf(a.body);
  await a.deps.db.transaction(async (q) => {
    const user = await findUserByEmail(q, email);
    if (!user) return;
    await issueToken(a, q, user, 'recovery');
    if (challenge) await createFlowState(q, user.row.id, challenge, 'recovery');
  });
  return json({});
}
