// GET /reauthenticate: mail a nonce the caller then passes to PUT /user → 200 {}.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { issueToken } from '../service/flows.js';

export async function reauthenticate(a: AuthRequest): Promise<Reply> {
  const { user } = a.caller!;
  if (!user.row.email) throw E.validation('Reauthentication requires the user to have an email or a phone number');
  await a.deps.db.transaction((q) => issueToken(a, q, user, 'reauthentication'));
  return json({});
}
