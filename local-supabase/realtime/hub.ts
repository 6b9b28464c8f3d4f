// Rooms of joined channels (by topic and privacy), their presence state, and fan-out of broadcasts to them.
import { roomKey, type Channel } from './channel.js';
import { PresenceState, type Meta, type PresenceDiff } from './presence-state.js';
import type { BroadcastBody } from './protocol/message.js';
import { v1Serializer } from './protocol/v1.js';
import { v2Serializer } from './protocol/v2.js';
import { prepareFrame, type PreparedFrame } from './protocol/wire.js';

export class Hub {
  private readonly rooms = new Map<string, Set<Channel>>();
  private readonly presence = new Map<string, PresenceState>();
  /** Channels with postgres_changes bindings. */
  readonly pgChannels = new Set<Channel>();

  add(ch: Channel): void {
    let room = this.rooms.get(ch.roomKey);
    if (!room) this.rooms.set(ch.roomKey, (room = new Set()));
    room.add(ch);
    if (ch.pg.length) this.pgChannels.add(ch);
  }

  /** Removes the channel and its presence (announcing the leave to the room). */
  remove(ch: Channel): void {
    ch.closed = true;
    this.untrack(ch);
    const room = this.rooms.get(ch.roomKey);
    room?.delete(ch);
    if (room && room.size === 0) this.rooms.delete(ch.roomKey);
    this.pgChannels.delete(ch);
  }

  channelsOf(topic: string, isPrivate: boolean): Iterable<Channel> {
    return this.rooms.get(roomKey(topic, isPrivate)) ?? [];
  }

  get roomCount(): number {
    return this.rooms.size;
  }

  /** Sends a user broadcast to every channel of the room that may read it; encodes once per protocol version. */
  broadcast(topic: string, isPrivate: boolean, body: BroadcastBody, sender?: Channel): number {
    const room = this.rooms.get(roomKey(topic, isPrivate));
    if (!room) return 0;
    let v1: PreparedFrame | null | undefined;
    let v2: PreparedFrame | null | undefined;
    let n = 0;
    for (const ch of room) {
      if (ch === sender && !ch.self) continue;
      if (ch.closed || (isPrivate && !ch.canRead.broadcast)) continue;
      if (ch.owner.vsn === '2.0.0') {
        if (v2 === undefined) v2 = prepare(v2Serializer.encodeBroadcast(topic, body));
        if (v2 !== null) ch.owner.pushPrepared(v2);
      } else {
        if (v1 === undefined) v1 = prepare(v1Serializer.encodeBroadcast(topic, body));
        if (v1 !== null) ch.owner.pushPrepared(v1);
      }
      n++;
    }
    return n;
  }

  presenceOf(ch: Channel): PresenceState {
    let p = this.presence.get(ch.roomKey);
    if (!p) this.presence.set(ch.roomKey, (p = new PresenceState()));
    return p;
  }

  track(ch: Channel, payload: Record<string, unknown>): void {
    const p = this.presenceOf(ch);
    const before = p.metasOf(ch.presenceKey);
    const prevKey = p.keyOf(ch.id);
    if (!p.track(ch.id, ch.presenceKey, payload)) return;
    if (prevKey !== undefined && prevKey !== ch.presenceKey) this.announce(ch, prevKey, p.metasOf(prevKey), []);
    this.announce(ch, ch.presenceKey, before, p.metasOf(ch.presenceKey));
  }

  untrack(ch: Channel): void {
    const p = this.presence.get(ch.roomKey);
    const key = p?.keyOf(ch.id);
    if (!p || key === undefined) return;
    const before = p.metasOf(key);
    p.untrack(ch.id);
    if (p.size === 0) this.presence.delete(ch.roomKey);
    this.announce(ch, key, before, p.metasOf(key));
  }

  /**
   * Tells the room that a key's metas went from `before` to `after`. When the key keeps other metas, the change
   * goes out as "leave all before" then "join all after": realtime-js's Presence strips phx_ref from the metas it
   * already holds whenever a diff joins or leaves an existing key, after which it can no longer remove them.
   */
  private announce(from: Channel, key: string, before: Meta[], after: Meta[]): void {
    if (before.length) this.sendDiff(from, { joins: {}, leaves: { [key]: { metas: before } } });
    if (after.length) this.sendDiff(from, { joins: { [key]: { metas: after } }, leaves: {} });
  }

  private sendDiff(from: Channel, diff: PresenceDiff): void {
    for (const ch of this.rooms.get(from.roomKey) ?? []) {
      if (ch.closed || !ch.presenceEnabled || (ch.isPrivate && !ch.canRead.presence)) continue;
      ch.push('presence_diff', diff);
    }
  }
}

function prepare(data: string | Buffer | null): PreparedFrame | null {
  return data === null ? null : prepareFrame(data);
}
