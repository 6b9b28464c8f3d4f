// Rest service entry (placeholder until implemented): mounts /rest/v1.
import { sendJson, type Service, type StackDeps } from '../http/types.js';

export function createRestService(_deps: StackDeps): Service {
  return {
    prefix: '/rest/v1',
    async handle(ctx) {
      sendJson(ctx.res, 501, { message: 'rest is not implemented yet' });
    },
  };
}
