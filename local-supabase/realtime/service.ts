// Realtime service entry (placeholder until implemented): mounts /realtime/v1.
import { sendJson, type Service, type StackDeps } from '../http/types.js';

export function createRealtimeService(_deps: StackDeps): Service {
  return {
    prefix: '/realtime/v1',
    async handle(ctx) {
      sendJson(ctx.res, 501, { message: 'realtime is not implemented yet' });
    },
  };
}
