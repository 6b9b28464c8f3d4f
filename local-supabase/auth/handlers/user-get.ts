// GET /user → the caller's User.
import type { AuthRequest } from '../context.js';
import { json, type Reply } from '../http.js';
import { userJson } from '../service/users.js';

export async function getUser(a: AuthRequest): Promise<Reply> {
  return json(userJson(a.caller!.user));
}
