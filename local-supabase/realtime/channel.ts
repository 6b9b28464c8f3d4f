// A joined channel: one topic on one connection, with its join config, subject (token claims) and permissions.
import type { Subject } from './auth.js';
import type { Condition } from './changes/filter.js';
import type { PreparedFrame } from './protocol/wire.js';

export interface PgBinding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  conditions: Condition[];
}

/** What a channel needs from its connection (kept narrow so the hub and handlers do not depend on the socket). */
export interface ChannelOwner {
  readonly id: string;
  /** The socket's own subject (from its apikey). */
  socketSubject: Subject;
  push(topic: string, event: string, payload: unknown, joinRef: string | null, ref?: string | null): void;
  /** A broadcast frame prepared once for every socket of this protocol version. */
  pushPrepared(frame: PreparedFrame): void;
  readonly vsn: '1.0.0' | '2.0.0';
}

let seq = 0;

export class Channel {
  readonly id: string;
  closed = false;
  /** Set once the subscriber was told its token expired. */
  expiredNotified = false;
  /** Cached write permissions on private channels, per extension. */
  readonly canWrite = new Map<'broadcast' | 'presence', boolean>();

  constructor(
    readonly owner: ChannelOwner,
    /** Full topic, e.g. "realtime:room1". */
    readonly topic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    readonly self: boolean,
    readonly ack: boolean,
    readonly presenceEnabled: boolean,
    readonly presenceKey: string,
    readonly pg: PgBinding[],
    /** Token of the join (or the socket's); replaced by `access_token` pushes. */
    public subject: Subject,
    /** Read permissions (private channels; public channels read everything). */
    public canRead: { broadcast: boolean; presence: boolean },
  ) {
    this.id = `${owner.id}:${++seq}`;
  }

  /** Topic name without the "realtime:" prefix: what realtime.topic() returns and what messages target. */
  get name(): string {
    return subtopicOf(this.topic);
  }

  /** Public and private channels of the same name are separate rooms. */
  get roomKey(): string {
    return roomKey(this.topic, this.isPrivate);
  }

  push(event: string, payload: unknown, ref: string | null = null): void {
    if (!this.closed) this.owner.push(this.topic, event, payload, this.joinRef, ref);
  }
}

export function subtopicOf(topic: string): string {
  return topic.startsWith('realtime:') ? topic.slice('realtime:'.length) : topic;
}

export function roomKey(topic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}|${topic}`;
}
