// POST /invite (service_role): create an invited user and mail the invite link → User.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { createEmailUser } from '../service/accounts.js';
import { issueToken } from '../service/flows.js';
import { findUserByEmail, findUserById, userJson } from '../service/users.js';
import { normalizeEmail, optionalObject } from '../service/validate.js';

export async function invite(a: AuthRequest): Promise<Reply> {
  const email = normalizeEmail(a.body.email);
  const data = optionalObject(a.body, 'data') ?? {};
  const user = await a.deps.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    if (user?.row.email_confirmed_at) throw E.emailExists();
    if (!user) user = await createEmailUser(q, { email, data, confirmed: false });
    await issueToken(a, q, user, 'invite');
    return (await findUserById(q, user.row.id))!;
  });
  return json(userJson(user));
}
