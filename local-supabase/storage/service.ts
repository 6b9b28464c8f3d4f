// Storage service entry (placeholder until implemented): mounts /storage/v1.
import { sendJson, type Service, type StackDeps } from '../http/types.js';

export function createStorageService(_deps: StackDeps): Service {
  return {
    prefix: '/storage/v1',
    async handle(ctx) {
      sendJson(ctx.res, 501, { message: 'storage is not implemented yet' });
    },
  };
}
