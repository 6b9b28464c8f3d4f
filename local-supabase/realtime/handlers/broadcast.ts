// Client broadcasts (binary kind 3 or JSON): rate and size limits, private write check, fan-out, ack.
import { canWrite } from '../authorization.js';
import type { Channel } from '../channel.js';
import { REASONS, SYSTEM_TEXTS } from '../errors.js';
import type { BroadcastBody, Message } from '../protocol/index.js';
import type { Peer } from './peer.js';
import { closeChannel } from './join.js';

export function handleBroadcastMessage(conn: Peer, ch: Channel, m: Message): void | Promise<void> {
  const p = m.payload as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || typeof p.event !== 'string') {
    if (m.ref !== null) conn.reply(m, 'error', { reason: REASONS.malformedPayload });
    return;
  }
  const meta = p.meta && typeof p.meta === 'object' ? (p.meta as Record<string, unknown>) : undefined;
  const body: BroadcastBody = { event: p.event, json: JSON.stringify(p.payload ?? {}), binary: null, meta };
  return handleBroadcastPush(conn, ch, m.ref, body);
}

export function handleBroadcastPush(conn: Peer, ch: Channel, ref: string | null, body: BroadcastBody): void | Promise<void> {
  const replyTo = { topic: ch.topic, joinRef: ch.joinRef, ref };
  if (!conn.eventLimiter.take()) {
    conn.system(ch, 'error', SYSTEM_TEXTS.tooManyMessages);
    closeChannel(conn, ch);
    return;
  }
  const size = body.json !== null ? Buffer.byteLength(body.json) : (body.binary?.length ?? 0);
  if (size > conn.ctx.limits.maxPayloadBytes) {
    if (ch.ack && ref !== null) conn.reply(replyTo, 'error', { reason: REASONS.payloadTooLarge });
    return;
  }
  // Only the "persist" metadata key is meaningful from clients; nothing else is forwarded.
  const out: BroadcastBody = { event: body.event, json: body.json, binary: body.binary };
  const deliver = () => {
    conn.ctx.hub.broadcast(ch.topic, ch.isPrivate, out, ch);
    if (ch.ack && ref !== null) conn.reply(replyTo, 'ok');
  };
  if (!ch.isPrivate) return deliver();
  const known = ch.canWrite.get('broadcast');
  if (known === true) return deliver();
  if (known === false) return; // denied: dropped without a reply, as Realtime does
  return canWrite(conn.ctx, ch.name, ch.subject, 'broadcast').then((ok) => {
    ch.canWrite.set('broadcast', ok);
    if (ok && !ch.closed) deliver();
  });
}
