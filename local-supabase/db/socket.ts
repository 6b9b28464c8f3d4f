// Serves the Postgres wire protocol for the embedded database (psql, pg_prove) through @electric-sql/pglite-socket's connection handler.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './adapter.js';
import { APPLY_DATABASE_DEFAULTS_SQL } from './session-defaults.js';
import { errorResponse, passwordOf, passwordRequest, signInRefusal, startupParams, withoutPrograms, type WireCredentials } from './wire-guard.js';

export interface GateOptions {
  /** The user and password a client signs in with (as `supabase start`: postgres / postgres). */
  credentials: WireCredentials;
  /** Drops a client idle inside a transaction for this long, even when nobody else is waiting (default 60 s). */
  idleInTransactionMs?: number;
  /** …and after this long when the API is waiting for the database (default 1 s): it must not stall everyone. */
  idleWhileOthersWaitMs?: number;
  /** Whether API work is waiting for the database. */
  othersWaiting?: () => boolean;
  /** Ends a client's connection after its error was written. */
  drop?: (handlerId: number) => void;
}

/**
 * PGlite has one backend session shared by every client. The gate hands that session to one wire client at a
 * time, from its first message until Postgres reports ReadyForQuery in the idle state (so a transaction or an
 * extended-query batch is never interleaved with local-supabase's own queries). On release it saves the client's
 * session-level settings (SET ROLE, search_path, …), resets the session, and puts them back the next time that
 * client gets the session: nothing a client sets leaks into the API's requests or into another client.
 */
export class SessionGate {
  private owner: number | null = null;
  private release: (() => void) | null = null;
  private readonly tails = new Map<number, Promise<unknown>>();
  private readonly saved = new Map<number, string>();
  private readonly idleTimers = new Map<number, NodeJS.Timeout>();
  private readonly notifications: [string, string][] = [];
  private readonly signedIn = new Set<number>();
  private readonly startups = new Map<number, { message: Uint8Array; user: string | undefined }>();

  constructor(
    private readonly pg: PGlite,
    private readonly opts: GateOptions,
  ) {}

  /** Same contract as pglite-socket's queue: messages of one handler run in order. */
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const prev = this.tails.get(handlerId) ?? Promise.resolve();
    const next = prev.catch(() => undefined).then(() => this.run(handlerId, message, onData));
    this.tails.set(handlerId, next);
    return next;
  }

  clearQueueForHandler(_handlerId: number): void {
    // Messages already queued finish in order; nothing is dropped mid-protocol.
  }

  /** The client went away: roll back what it left open and give the session back. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    await (this.tails.get(handlerId) ?? Promise.resolve()).catch(() => undefined);
    this.tails.delete(handlerId);
    this.saved.delete(handlerId);
    this.signedIn.delete(handlerId);
    this.startups.delete(handlerId);
    clearInterval(this.idleTimers.get(handlerId));
    if (this.owner === handlerId) {
      if (this.pg.isInTransaction()) await this.simple('rollback').catch(() => undefined);
      await this.releaseSession(handlerId, false);
    }
  }

  private async run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (message[0] === 0x58) return 0; // Terminate: the socket closes next.
    if (!this.signedIn.has(handlerId)) return this.signIn(handlerId, message, onData);
    return this.forward(handlerId, withoutPrograms(message), onData);
  }

  /** Startup → password request → password checked → the startup message goes to PGlite (AuthenticationOk …). */
  private async signIn(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const params = startupParams(message);
    if (params) {
      this.startups.set(handlerId, { message, user: params.user });
      onData(passwordRequest());
      return 0;
    }
    const startup = this.startups.get(handlerId);
    this.startups.delete(handlerId);
    const refusal = startup
      ? signInRefusal(startup.user, passwordOf(message), this.opts.credentials)
      : errorResponse('FATAL', '08P01', 'expected a startup message');
    if (refusal || !startup) {
      onData(refusal ?? errorResponse('FATAL', '08P01', 'expected a startup message'));
      this.opts.drop?.(handlerId);
      return 0;
    }
    this.signedIn.add(handlerId);
    return this.forward(handlerId, startup.message, onData);
  }

  private async forward(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    clearInterval(this.idleTimers.get(handlerId));
    if (this.owner !== handlerId) await this.acquire(handlerId);
    const scan = new BackendScanner();
    let bytes = 0;
    try {
      await this.pg.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
          scan.push(data);
          onData(data);
        },
      });
    } catch (e) {
      await this.releaseSession(handlerId, false);
      throw e;
    }
    this.notifications.push(...scan.notifications);
    if (scan.readyStatus === 'I') await this.releaseSession(handlerId, true);
    else if (this.owner === handlerId) this.watchIdle(handlerId, onData);
    return bytes;
  }

  /** A client idle inside a transaction holds the only session: it is dropped before it stalls the API. */
  private watchIdle(handlerId: number, onData: (data: Uint8Array) => void): void {
    const since = Date.now();
    const longest = this.opts.idleInTransactionMs ?? 60_000;
    const whileWaited = this.opts.idleWhileOthersWaitMs ?? 1000;
    const timer = setInterval(() => {
      const idle = Date.now() - since;
      if (idle < longest && !(idle >= whileWaited && this.opts.othersWaiting?.())) return;
      clearInterval(timer);
      onData(errorResponse('FATAL', '25P03', 'terminating connection due to idle-in-transaction timeout'));
      this.opts.drop?.(handlerId);
    }, 100);
    timer.unref();
    this.idleTimers.set(handlerId, timer);
  }

  private async acquire(handlerId: number): Promise<void> {
    await new Promise<void>((granted) => {
      // Both PGlite mutexes: its transactions take the first, single queries the second.
      void this.pg._runExclusiveTransaction(() =>
        this.pg._runExclusiveQuery(
          () =>
            new Promise<void>((release) => {
              this.owner = handlerId;
              this.release = release;
              granted();
            }),
        ),
      );
    });
    const state = this.saved.get(handlerId);
    if (state) await this.simple(`select ${restoreSql(state)}`).catch(() => undefined);
  }

  private async releaseSession(handlerId: number, keepState: boolean): Promise<void> {
    if (this.owner !== handlerId) return;
    try {
      if (keepState) {
        const rows = await this.simple(SNAPSHOT_SQL);
        const state = rows[0]?.[0];
        if (state && state !== EMPTY_STATE) this.saved.set(handlerId, state);
        else this.saved.delete(handlerId);
      }
      await this.simple(`reset all; reset session authorization; ${APPLY_DATABASE_DEFAULTS_SQL}`);
    } catch {
      /* the session is reset as far as possible; never keep it locked */
    }
    this.owner = null;
    const release = this.release;
    this.release = null;
    release?.();
    // Notifications raised by the client's statements reach the API's LISTENers too.
    const pending = this.notifications.splice(0);
    for (const [channel, payload] of pending) await this.pg.query('select pg_notify($1, $2)', [channel, payload]).catch(() => undefined);
  }

  /** A simple-protocol query while holding the session; returns the text rows. */
  private async simple(sql: string): Promise<(string | null)[][]> {
    // execProtocolStream (not execProtocol): it routes the output to PGlite's parser instead of the last raw stream's socket.
    const messages = await this.pg.execProtocolStream(queryMessage(sql));
    return messages.filter((m) => m.name === 'dataRow').map((m) => (m as unknown as { fields: (string | null)[] }).fields);
  }
}

const EMPTY_STATE = '{"settings" : {}, "role" : "none", "auth" : null}';
const SNAPSHOT_SQL = `select json_build_object(
  'settings', (select coalesce(json_object_agg(name, setting), '{}') from pg_settings
               where source = 'session' and name not in ('role', 'session_authorization')),
  'role', current_setting('role'),
  'auth', nullif(session_user, (select rolname from pg_roles where oid = 10)))::text`;

function quote(v: string): string {
  return `'${v.replace(/'/g, "''")}'`;
}

/** SQL expression that puts a saved session state back (session authorization first, then role, then settings). */
export function restoreSql(stateJson: string): string {
  const s = JSON.parse(stateJson) as { settings: Record<string, string>; role: string; auth: string | null };
  const parts: string[] = [];
  if (s.auth) parts.push(`set_config('session_authorization', ${quote(s.auth)}, false)`);
  if (s.role && s.role !== 'none') parts.push(`set_config('role', ${quote(s.role)}, false)`);
  for (const [k, v] of Object.entries(s.settings)) parts.push(`set_config(${quote(k)}, ${quote(v)}, false)`);
  return parts.length ? `concat_ws(',', ${parts.join(', ')})` : `''`;
}

function queryMessage(sql: string): Uint8Array {
  const body = Buffer.from(sql + '\0', 'utf8');
  const msg = Buffer.alloc(5 + body.length);
  msg.write('Q', 0, 'latin1');
  msg.writeInt32BE(4 + body.length, 1);
  body.copy(msg, 5);
  return new Uint8Array(msg);
}

/** Follows backend message boundaries across chunks: last ReadyForQuery status and NotificationResponses. */
export class BackendScanner {
  readyStatus: string | null = null;
  readonly notifications: [string, string][] = [];
  private buf = Buffer.alloc(0);

  push(chunk: Uint8Array): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : Buffer.from(chunk);
    while (this.buf.length >= 5) {
      const len = this.buf.readInt32BE(1);
      if (this.buf.length < 1 + len) break;
      const type = String.fromCharCode(this.buf[0]);
      const body = this.buf.subarray(5, 1 + len);
      if (type === 'Z') this.readyStatus = String.fromCharCode(body[0]);
      else if (type === 'A') {
        const rest = body.subarray(4);
        const z1 = rest.indexOf(0);
        const z2 = rest.indexOf(0, z1 + 1);
        this.notifications.push([rest.subarray(0, z1).toString('utf8'), rest.subarray(z1 + 1, z2).toString('utf8')]);
      }
      this.buf = this.buf.subarray(1 + len);
    }
  }
}

/** The wire port's sign-in: LOCAL_SUPABASE_DB_PASSWORD, else postgres / postgres as with `supabase start`. */
export function wireCredentials(): WireCredentials {
  return { user: 'postgres', password: process.env.LOCAL_SUPABASE_DB_PASSWORD || 'postgres' };
}

export async function serveDatabase(
  db: Database,
  host: string,
  port: number,
  credentials: WireCredentials = wireCredentials(),
): Promise<{ port: number; stop: () => Promise<void> }> {
  // PGlite in its own thread: the wire port is served from that thread, next to the database.
  const remote = db as Database & { serve?: (host: string, port: number, credentials: WireCredentials) => Promise<{ port: number; stop: () => Promise<void> }> };
  if (typeof remote.serve === 'function') return remote.serve(host, port, credentials);
  const local = db as unknown as { pg?: PGlite; inflight?: number };
  const pg = local.pg;
  if (db.kind !== 'pglite' || !pg) throw new Error('the wire protocol is served for the embedded database only');
  const sockets = new Map<number, { socket: Socket; handler: PGLiteSocketHandler }>();
  const gate = new SessionGate(pg, {
    credentials,
    othersWaiting: () => (local.inflight ?? 0) > 0,
    // The error is written first; the connection ends once it is flushed.
    drop: (id) => setImmediate(() => sockets.get(id)?.socket.end()),
  });
  const server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: gate as never, closeOnDetach: true });
    sockets.set(handler.handlerId, { socket, handler });
    socket.on('close', () => sockets.delete(handler.handlerId));
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      const closed = new Promise<void>((r) => server.close(() => r()));
      for (const { handler } of sockets.values()) await handler.detach(true).catch(() => undefined);
      sockets.clear();
      await closed;
    },
  };
}
