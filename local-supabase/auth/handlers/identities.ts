// GET /user/identities/authorize and DELETE /user/identities/{id}: manual identity linking (`[auth] enable_manual_linking`).
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { findUserById, userJson } from '../service/users.js';
import { isUuid } from '../service/validate.js';

export async function linkIdentity(a: AuthRequest): Promise<Reply> {
  if (!a.cfg.enableManualLinking) throw E.manualLinkingDisabled();
  // No external OAuth provider runs locally.
  throw E.validation('Unsupported provider: provider is not enabled');
}

export async function unlinkIdentity(a: AuthRequest): Promise<Reply> {
  if (!a.cfg.enableManualLinking) throw E.manualLinkingDisabled();
  const user = a.caller!.user;
  const id = a.params.identityId;
  const identity = isUuid(id) ? user.identities.find((i) => i.id === id) : undefined;
  if (!identity) throw E.identityNotFound();
  if (user.identities.length <= 1) throw E.singleIdentity();
  await a.deps.db.query(`delete from auth.identities where id = $1 and user_id = $2`, [id, user.row.id]);
  return json(userJson((await findUserById(a.deps.db, user.row.id))!));
}
