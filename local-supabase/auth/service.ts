// Auth service entry (placeholder until implemented): mounts /auth/v1.
import { sendJson, type Service, type StackDeps } from '../http/types.js';

export function createAuthService(_deps: StackDeps): Service {
  return {
    prefix: '/auth/v1',
    async handle(ctx) {
      sendJson(ctx.res, 501, { message: 'auth is not implemented yet' });
    },
  };
}
