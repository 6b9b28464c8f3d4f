// Presence pushes: track (meta = payload, server adds phx_ref) and untrack, each answered with a reply.
import { canWrite } from '../authorization.js';
import type { Channel } from '../channel.js';
import { REASONS, SYSTEM_TEXTS } from '../errors.js';
import type { Message } from '../protocol/index.js';
import type { Peer } from './peer.js';
import { closeChannel } from './join.js';

export function handlePresence(conn: Peer, ch: Channel, m: Message): void | Promise<void> {
  const p = (m.payload ?? {}) as Record<string, unknown>;
  if (!conn.eventLimiter.take()) {
    conn.system(ch, 'error', SYSTEM_TEXTS.tooManyMessages);
    closeChannel(conn, ch);
    return;
  }
  if (p.event === 'untrack') {
    conn.ctx.hub.untrack(ch);
    conn.reply(m, 'ok');
    return;
  }
  if (p.event !== 'track') {
    conn.reply(m, 'error', { reason: REASONS.unknownEvent(`presence ${String(p.event)}`) });
    return;
  }
  const meta = p.payload;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) {
    conn.reply(m, 'error', { reason: REASONS.malformedPayload });
    return;
  }
  if (JSON.stringify(meta).length > conn.ctx.limits.maxPayloadBytes) {
    conn.reply(m, 'error', { reason: REASONS.payloadTooLarge });
    return;
  }
  const track = () => {
    conn.ctx.hub.track(ch, meta as Record<string, unknown>);
    conn.reply(m, 'ok');
  };
  if (!ch.isPrivate || ch.canWrite.get('presence') === true) return track();
  const deny = () => conn.reply(m, 'error', { reason: REASONS.unauthorizedWrite(ch.name) });
  if (ch.canWrite.get('presence') === false) return deny();
  return canWrite(conn.ctx, ch.name, ch.subject, 'presence').then((ok) => {
    ch.canWrite.set('presence', ok);
    if (ch.closed) return;
    if (ok) track();
    else deny();
  });
}
