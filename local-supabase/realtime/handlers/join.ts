// phx_join: topic, limits, token, private-channel read check, then the reply (with postgres_changes ids),
// presence_state and the "Subscribed to PostgreSQL" system message. Also closing a channel (leave, re-join).
import { randomUUID } from 'node:crypto';
import { checkToken, isUserToken } from '../auth.js';
import { readableExtensions, type Extension } from '../authorization.js';
import { Channel, subtopicOf } from '../channel.js';
import { REASONS, SYSTEM_TEXTS } from '../errors.js';
import type { Message } from '../protocol/index.js';
import type { Peer } from './peer.js';
import { obj, parseJoinConfig } from './join-config.js';

export function closeChannel(conn: Peer, ch: Channel): void {
  if (ch.closed) return;
  ch.push('phx_close', {}, ch.joinRef);
  conn.ctx.hub.remove(ch);
  if (conn.channels.get(ch.topic) === ch) conn.channels.delete(ch.topic);
}

async function sessionExists(conn: Peer, id: string): Promise<boolean> {
  const r = await conn.ctx.db.query<{ ok: boolean }>('select exists (select 1 from auth.sessions where id::text = $1) as ok', [id]);
  return r.rows[0]?.ok === true;
}

export async function handleJoin(conn: Peer, m: Message): Promise<void> {
  const fail = (reason: string) => conn.reply(m, 'error', { reason });
  const name = subtopicOf(m.topic);
  if (!name.trim()) return fail(REASONS.topicRequired);
  if (!conn.joinLimiter.take()) return fail(REASONS.tooManyJoins);

  // A second join of a joined topic replaces the old channel.
  const old = conn.channels.get(m.topic);
  if (old) closeChannel(conn, old);
  if (conn.channels.size >= conn.ctx.limits.maxChannelsPerClient) return fail(REASONS.tooManyChannels);

  const payload = obj(m.payload);
  let subject = conn.socketSubject;
  if (isUserToken(payload.access_token)) {
    const checked = await checkToken(payload.access_token, conn.ctx.jwtKeys);
    if (!checked.ok) return fail(REASONS.invalidToken(checked.message));
    subject = checked.subject;
  } else if (subject.exp <= Date.now() / 1000) {
    return fail(REASONS.invalidToken(`Token has expired ${Math.floor(Date.now() / 1000 - subject.exp)} seconds ago`));
  }

  // A member's token outlives its session: once the member is deleted or signed out, it joins nothing.
  if (typeof subject.claims.session_id === 'string' && !(await sessionExists(conn, subject.claims.session_id))) {
    return fail(REASONS.invalidToken(SYSTEM_TEXTS.sessionGone));
  }

  const config = parseJoinConfig(payload.config);
  const isPrivate = config.private;
  const presenceEnabled = config.presence.enabled;
  const presenceKey = config.presence.key ?? randomUUID();
  const parsed = config.postgresChanges;

  let canRead = { broadcast: true, presence: true };
  if (isPrivate) {
    // Every private join costs a database transaction: a flood from many sockets must not stall the API.
    if (!conn.ctx.privateJoinLimiter.take()) return fail(REASONS.tooManyJoins);
    const wanted: Extension[] = presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    const allowed = await readableExtensions(conn.ctx, name, subject, wanted);
    if (!allowed.size) return fail(REASONS.unauthorizedRead(name));
    canRead = { broadcast: allowed.has('broadcast'), presence: allowed.has('presence') };
  }
  if (conn.channels.size >= conn.ctx.limits.maxChannelsPerClient) return fail(REASONS.tooManyChannels);

  const ch = new Channel(
    conn,
    m.topic,
    m.joinRef ?? m.ref,
    isPrivate,
    config.broadcast.self,
    config.broadcast.ack,
    presenceEnabled,
    presenceKey,
    parsed.ok ? parsed.bindings : [],
    subject,
    canRead,
  );
  conn.channels.set(m.topic, ch);
  conn.ctx.hub.add(ch);

  // On a bad binding the join still succeeds (ids keep the client's bindings aligned) and a system error says why.
  const echo = parsed.ok ? parsed.echo : config.rawPostgresChanges.map((e, i) => ({ ...obj(e), id: i + 1 }));
  conn.reply(m, 'ok', { postgres_changes: echo });
  if (presenceEnabled && canRead.presence) ch.push('presence_state', conn.ctx.hub.presenceOf(ch).state());
  if (!parsed.ok) conn.system(ch, 'error', parsed.message, 'postgres_changes');
  else if (parsed.bindings.length) conn.system(ch, 'ok', SYSTEM_TEXTS.subscribed, 'postgres_changes');
}
