// Channels outlive their member's session: a periodic check closes the private and postgres_changes channels whose
// token names a session that no longer exists (the member was deleted or signed out), as JWT expiry does.
import type { Queryable } from '../db/adapter.js';
import type { Channel } from './channel.js';
import { closeChannel } from './handlers/join.js';
import { REASONS, SYSTEM_TEXTS } from './errors.js';
import type { Connection } from './socket.js';

const GONE_SQL = `select s as id from unnest($1::text[]) s where not exists (select 1 from auth.sessions x where x.id::text = s)`;

/** Closes, with Realtime's token reason, every guarded channel whose session is gone. One query per check. */
export async function closeChannelsOfEndedSessions(db: Queryable, connections: Iterable<Connection>): Promise<number> {
  const bySession = new Map<string, [Connection, Channel][]>();
  for (const conn of connections) {
    for (const ch of conn.channels.values()) {
      const sid = ch.subject.claims.session_id;
      // Public broadcast and presence are open to anyone: only what the token itself unlocked is taken back.
      if (typeof sid !== 'string' || !(ch.isPrivate || ch.pg.length)) continue;
      const list = bySession.get(sid) ?? [];
      list.push([conn, ch]);
      bySession.set(sid, list);
    }
  }
  if (!bySession.size) return 0;
  const gone = await db.query<{ id: string }>(GONE_SQL, [[...bySession.keys()]]);
  let closed = 0;
  for (const { id } of gone.rows) {
    for (const [conn, ch] of bySession.get(id) ?? []) {
      if (ch.closed || conn.channels.get(ch.topic) !== ch) continue;
      conn.system(ch, 'error', REASONS.invalidToken(SYSTEM_TEXTS.sessionGone));
      closeChannel(conn, ch);
      closed++;
    }
  }
  return closed;
}
