// Admin factor API: GET /admin/users/{id}/factors, PUT and DELETE /admin/users/{id}/factors/{factorId}.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { deleteFactor, downgradeSessions, factorJson, findOwnedFactor, listFactors, renameFactor } from '../service/factors.js';
import { findUserById } from '../service/users.js';
import { isUuid } from '../service/validate.js';

async function userId(a: AuthRequest): Promise<string> {
  const id = a.params.id;
  if (!isUuid(id)) throw E.validation('user_id must be an UUID');
  const u = await findUserById(a.deps.db, id);
  if (!u || u.row.deleted_at) throw E.userNotFound();
  return id;
}

async function factorOf(a: AuthRequest) {
  const uid = await userId(a);
  if (!isUuid(a.params.factorId)) throw E.factorNotFound();
  const f = await findOwnedFactor(a.deps.db, uid, a.params.factorId);
  if (!f) throw E.factorNotFound();
  return f;
}

export async function adminListFactors(a: AuthRequest): Promise<Reply> {
  return json((await listFactors(a.deps.db, await userId(a))).map(factorJson));
}

export async function adminUpdateFactor(a: AuthRequest): Promise<Reply> {
  const f = await factorOf(a);
  if (typeof a.body.friendly_name === 'string') await renameFactor(a.deps.db, f.id, a.body.friendly_name);
  return json(factorJson((await findOwnedFactor(a.deps.db, f.user_id, f.id))!));
}

export async function adminDeleteFactor(a: AuthRequest): Promise<Reply> {
  const f = await factorOf(a);
  await a.deps.db.transaction(async (q) => {
    await downgradeSessions(q, f);
    await deleteFactor(q, f.id);
  });
  return json(factorJson(f));
}
