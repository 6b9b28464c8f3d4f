// What a handler needs of its socket: the channels it owns, the realtime context, its limits and its replies.
import type { Channel, ChannelOwner } from '../channel.js';
import type { RealtimeContext } from '../context.js';
import type { RateLimiter } from '../rate-limit.js';

/** One websocket connection as the handlers see it (implemented by realtime/socket.ts's Connection). */
export interface Peer extends ChannelOwner {
  readonly channels: Map<string, Channel>;
  readonly ctx: RealtimeContext;
  readonly joinLimiter: RateLimiter;
  readonly eventLimiter: RateLimiter;
  reply(m: { topic: string; joinRef: string | null; ref: string | null }, status: 'ok' | 'error', response?: Record<string, unknown>): void;
  system(ch: Channel, status: 'ok' | 'error', message: string, extension?: string): void;
}
