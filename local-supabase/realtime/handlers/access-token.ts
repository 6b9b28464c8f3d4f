// access_token pushes: re-verify the new token, re-check private-channel permissions, switch the channel's subject.
import { checkToken, isUserToken } from '../auth.js';
import { readableExtensions, type Extension } from '../authorization.js';
import type { Channel } from '../channel.js';
import { REASONS } from '../errors.js';
import type { Message } from '../protocol/index.js';
import type { Peer } from './peer.js';
import { closeChannel } from './join.js';

export async function handleAccessToken(conn: Peer, ch: Channel, m: Message): Promise<void> {
  const token = (m.payload as Record<string, unknown> | null)?.access_token;
  if (!isUserToken(token) || token === ch.subject.token) return;
  const checked = await checkToken(token, conn.ctx.jwtKeys);
  if (!checked.ok) {
    conn.system(ch, 'error', REASONS.invalidToken(checked.message));
    closeChannel(conn, ch);
    return;
  }
  if (ch.isPrivate) {
    const wanted: Extension[] = ch.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    const allowed = await readableExtensions(conn.ctx, ch.name, checked.subject, wanted);
    if (!allowed.size) {
      conn.system(ch, 'error', REASONS.unauthorizedRead(ch.name));
      closeChannel(conn, ch);
      return;
    }
    ch.canRead = { broadcast: allowed.has('broadcast'), presence: allowed.has('presence') };
    ch.canWrite.clear();
  }
  ch.subject = checked.subject;
  ch.expiredNotified = false;
}
