// One websocket connection: decodes frames with its serializer, runs handlers in arrival order, owns its channels.
import type { WebSocket } from 'ws';
import type { Subject } from './auth.js';
import type { Channel } from './channel.js';
import type { RealtimeContext } from './context.js';
import { REASONS, SYSTEM_TEXTS } from './errors.js';
import { FrameError, type Incoming, type Message, type Serializer } from './protocol/index.js';
import { RateLimiter } from './rate-limit.js';
import { sendPrepared, type PreparedFrame } from './protocol/wire.js';
import { handleJoin, closeChannel } from './handlers/join.js';
import { handleBroadcastPush, handleBroadcastMessage } from './handlers/broadcast.js';
import { handlePresence } from './handlers/presence.js';
import { handleAccessToken } from './handlers/access-token.js';
import type { Peer } from './handlers/peer.js';

let connSeq = 0;
const DEFAULT_MAX_BUFFERED = 4 * 1024 * 1024;
const SLOW_CONSUMER = 'slow consumer: the send buffer is full';

export class Connection implements Peer {
  readonly id = `c${++connSeq}`;
  readonly channels = new Map<string, Channel>();
  readonly joinLimiter: RateLimiter;
  readonly eventLimiter: RateLimiter;
  /** Every frame, whatever its event: a flood of unknown events or heartbeats costs work too. */
  private readonly frameLimiter: RateLimiter;
  lastSeen = Date.now();
  private queue: Incoming[] = [];
  private busy = false;
  private closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly ctx: RealtimeContext,
    readonly serializer: Serializer,
    public socketSubject: Subject,
    private readonly onClosed: (c: Connection) => void,
  ) {
    this.joinLimiter = new RateLimiter(ctx.limits.maxJoinsPerSecond);
    this.eventLimiter = new RateLimiter(ctx.limits.maxEventsPerSecond);
    this.frameLimiter = new RateLimiter(2 * ctx.limits.maxEventsPerSecond + ctx.limits.maxJoinsPerSecond + 10);
    ws.on('message', (data, isBinary) => this.onFrame(toBuffer(data), isBinary));
    ws.on('close', () => this.cleanup());
    ws.on('error', () => this.cleanup());
  }

  get vsn(): '1.0.0' | '2.0.0' {
    return this.serializer.vsn;
  }

  push(topic: string, event: string, payload: unknown, joinRef: string | null, ref: string | null = null): void {
    this.send(this.serializer.encode({ joinRef, ref, topic, event, payload }));
  }

  pushPrepared(frame: PreparedFrame): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN || this.tooSlow()) return;
    sendPrepared(this.ws, frame);
  }

  reply(m: { topic: string; joinRef: string | null; ref: string | null }, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    this.push(m.topic, 'phx_reply', { status, response }, m.joinRef, m.ref);
  }

  system(ch: Channel, status: 'ok' | 'error', message: string, extension = 'system'): void {
    ch.push('system', { extension, status, message, channel: ch.name });
  }

  /** Closes the socket (frees every channel and presence). */
  close(code = 1000, reason = ''): void {
    try {
      this.ws.close(code, reason.slice(0, 120));
    } catch {
      this.ws.terminate();
    }
    this.cleanup();
  }

  private send(frame: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN || this.tooSlow()) return;
    this.ws.send(frame);
  }

  /** A client that stopped reading: its unsent output is capped, then the socket is dropped with the reason. */
  private tooSlow(): boolean {
    if (this.ws.bufferedAmount <= (this.ctx.limits.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED)) return false;
    console.error(`[realtime] ${this.id}: ${SLOW_CONSUMER} (${this.ws.bufferedAmount} bytes unsent)`);
    this.close(1008, SLOW_CONSUMER);
    // Nothing more is queued, so what it holds stays under the cap; the close frame waits behind it. A client that
    // never reads again is cut off after 30 s.
    setTimeout(() => this.ws.terminate(), 30_000).unref();
    return true;
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    this.lastSeen = Date.now();
    if (!this.frameLimiter.take()) {
      this.close(1008, SYSTEM_TEXTS.tooManyMessages);
      return;
    }
    let incoming: Incoming;
    try {
      incoming = this.serializer.decode(data, isBinary);
    } catch (e) {
      // A frame we cannot even attribute to a topic: close this socket with the reason, nobody else is affected.
      this.close(1007, e instanceof FrameError ? e.message : 'malformed frame');
      return;
    }
    if (this.busy) this.queue.push(incoming);
    else this.run(incoming);
  }

  private run(incoming: Incoming): void {
    let r: void | Promise<void>;
    try {
      r = this.dispatch(incoming);
    } catch (e) {
      this.crashed(incoming, e);
      return;
    }
    if (r instanceof Promise) {
      this.busy = true;
      r.catch((e) => this.crashed(incoming, e)).finally(() => {
        this.busy = false;
        while (!this.busy && this.queue.length && !this.closed) this.run(this.queue.shift()!);
      });
    }
  }

  private dispatch(incoming: Incoming): void | Promise<void> {
    if (this.closed) return;
    if (incoming.kind === 'broadcast') {
      const ch = this.channels.get(incoming.topic);
      if (!ch) return this.reply({ topic: incoming.topic, joinRef: incoming.joinRef, ref: incoming.ref }, 'error', { reason: REASONS.unmatchedTopic });
      return handleBroadcastPush(this, ch, incoming.ref, incoming.body);
    }
    const m: Message = incoming.message;
    if (m.topic === 'phoenix') {
      if (m.event === 'heartbeat') this.reply(m, 'ok');
      return;
    }
    if (m.event === 'phx_join') return handleJoin(this, m);
    const ch = this.channels.get(m.topic);
    if (!ch) {
      if (m.ref !== null) this.reply(m, 'error', { reason: REASONS.unmatchedTopic });
      return;
    }
    switch (m.event) {
      case 'phx_leave':
        this.reply(m, 'ok');
        closeChannel(this, ch);
        return;
      case 'access_token':
        return handleAccessToken(this, ch, m);
      case 'broadcast':
        return handleBroadcastMessage(this, ch, m);
      case 'presence':
        return handlePresence(this, ch, m);
      default:
        if (m.ref !== null) this.reply(m, 'error', { reason: REASONS.unknownEvent(m.event) });
    }
  }

  /** A handler failed (e.g. the database refused a query): a join gets an error reply, a channel a phx_error. */
  private crashed(incoming: Incoming, e: unknown): void {
    console.error('[realtime] handler failed', e);
    const topic = incoming.kind === 'broadcast' ? incoming.topic : incoming.message.topic;
    if (incoming.kind === 'message' && incoming.message.event === 'phx_join') {
      this.reply(incoming.message, 'error', { reason: REASONS.unknownError(e instanceof Error ? e.message : String(e)) });
      return;
    }
    const ch = this.channels.get(topic);
    if (!ch) return;
    ch.push('phx_error', { reason: 'channel_crash' });
    this.ctx.hub.remove(ch);
    this.channels.delete(topic);
  }

  /** Periodic checks: idle sockets are closed; channels whose token expired are told why and closed. */
  sweep(now: number, idleTimeoutMs: number): void {
    if (now - this.lastSeen > idleTimeoutMs) {
      this.close(1000, 'idle timeout');
      return;
    }
    const secs = Math.floor(now / 1000);
    for (const ch of [...this.channels.values()]) {
      if (ch.subject.exp > secs || ch.expiredNotified) continue;
      ch.expiredNotified = true;
      this.system(ch, 'error', SYSTEM_TEXTS.tokenExpired(secs - ch.subject.exp));
      if (ch.isPrivate || ch.pg.length) closeChannel(this, ch);
    }
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue = [];
    for (const ch of this.channels.values()) this.ctx.hub.remove(ch);
    this.channels.clear();
    this.onClosed(this);
  }
}

function toBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  return Buffer.from(data as ArrayBuffer);
}
