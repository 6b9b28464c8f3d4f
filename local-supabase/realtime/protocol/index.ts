// Picks the serializer from the socket's `vsn` query parameter (1.0.0 when absent, like Realtime).
import type { Serializer } from './message.js';
import { v1Serializer } from './v1.js';
import { v2Serializer } from './v2.js';

export function serializerFor(vsn: string | null): Serializer {
  return vsn === '2.0.0' ? v2Serializer : v1Serializer;
}

export type { Serializer, Message, Incoming, BroadcastBody } from './message.js';
export { FrameError } from './message.js';
