// GET /.well-known/jwks.json: the public ES256 signing key only (symmetric keys are never published).
import type { AuthRequest } from '../context.js';
import { json, type Reply } from '../http.js';

export async function jwks(a: AuthRequest): Promise<Reply> {
  return json({ keys: [a.deps.jwtKeys.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' });
}
