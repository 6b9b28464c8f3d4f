// GET /health.
import type { AuthRequest } from '../context.js';
import { json, type Reply } from '../http.js';

export async function health(_a: AuthRequest): Promise<Reply> {
  return json({ version: 'v2.197.0-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}
