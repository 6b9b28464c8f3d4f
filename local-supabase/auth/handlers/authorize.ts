// GET /authorize (OAuth start): no external provider is configured locally, so every provider is refused like GoTrue does.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import type { Reply } from '../http.js';

export async function authorize(a: AuthRequest): Promise<Reply> {
  const provider = a.query.get('provider');
  if (!provider) throw E.validation('Unsupported provider: missing provider');
  throw E.validation('Unsupported provider: provider is not enabled');
}
