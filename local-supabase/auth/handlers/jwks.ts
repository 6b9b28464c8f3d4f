// GET /.well-known/jwks.json: every public signing key (RS256/ES256); symmetric keys are never published.
import type { AuthRequest } from '../context.js';
import { json, type Reply } from '../http.js';

export async function jwks(a: AuthRequest): Promise<Reply> {
  return json({ keys: a.deps.jwtKeys.publicJwks }, 200, { 'Cache-Control': 'public, max-age=600' });
}
