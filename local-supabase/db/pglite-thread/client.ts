// The embedded database seen from the API thread: PGlite runs in its own thread, so a query never blocks HTTP or
// realtime; the thread is watched, and a statement that runs too long or a broken backend gets it restarted.
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult, Row, RunOptions, Statement } from '../adapter.js';
import type { WireCredentials } from '../wire-guard.js';
import { fromWireError, type Message, type Reply, type Request } from './protocol.js';
import { currentClient, FairQueue } from '../fair-queue.js';
import type { WorkerOptions } from './worker.js';

interface Pending {
  req: Request;
  at: number;
  /** The statement_timeout the request's batch or transaction runs under (the caller's role's, e.g. anon 3 s), in ms. */
  timeoutMs: number | null;
  resolve: (v: Reply) => void;
  reject: (e: Error) => void;
}

interface Listen {
  channel: string;
  onNotify: (payload: string) => void;
  remote: number | null;
}

export interface ThreadOptions extends WorkerOptions {
  log?: (line: string) => void;
  /**
   * A query or batch still running after this long is cancelled by restarting the database's thread (PGlite has no
   * statement_timeout: one endless statement would hold every other request). Default 8 s (the authenticated role's
   * statement_timeout), LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS; data on disk only, as a restart loses memory.
   * A shorter statement_timeout given with the batch or transaction (RunOptions, the caller's role's) wins.
   */
  statementLimitMs?: number;
}

const BOOT = new URL('./boot.mjs', import.meta.url);
const RESTART_OPEN_TIMEOUT_MS = 60_000;

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

/** The error of a backend whose error stack overflowed (PGlite's PANIC surfaces as XX000): it fails every later query. */
export function isBrokenBackend(e: Error): boolean {
  return (e as { code?: unknown }).code === 'XX000' && e.message === 'ERRORDATA_STACK_SIZE exceeded';
}

export class PgliteThreadDatabase implements Database {
  readonly kind = 'pglite' as const;
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listens = new Map<number, Listen>();
  /** The statement_timeout each open transaction was begun with. */
  private readonly txTimeouts = new Map<number, number>();
  /** The transaction the database is in (PGlite holds one at a time), from its `begin` answer to its `end`. */
  private openTx: number | null = null;
  /** When the last answer came: the statement after it started running no earlier. */
  private settledAt = 0;
  private lastId = 0;
  private stopped: Error | null = null;
  private closing = false;
  private restarting: Promise<void> | null = null;
  /** A thread being stopped on purpose: calls wait for it (and the restart after it) instead of reaching it. */
  private terminating: Promise<void> | null = null;
  private served: { host: string; port: number; credentials: WireCredentials } | null = null;
  private readonly watchdog: NodeJS.Timeout;
  /** Restarts so far (read by tests); also tells a transaction whether its thread is still the one running. */
  restarts = 0;
  /**
   * Who uses the database next: a statement, batch or whole transaction at a time, taken round-robin between clients
   * (fair-queue.ts), so one client's heavy requests queue behind each other instead of in front of everyone's.
   */
  readonly queue = new FairQueue();

  private constructor(private readonly opts: ThreadOptions) {
    this.watchdog = setInterval(() => this.watch(), 250);
    this.watchdog.unref();
  }

  static async open(opts: ThreadOptions): Promise<PgliteThreadDatabase> {
    const db = new PgliteThreadDatabase(opts);
    try {
      await db.start();
    } catch (e) {
      clearInterval(db.watchdog);
      throw e;
    }
    return db;
  }

  private get recoverable(): boolean {
    return this.opts.data !== 'memory';
  }

  private get limitMs(): number {
    return this.opts.statementLimitMs ?? (Number(process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS) || 8000);
  }

  private start(): Promise<void> {
    const { data } = this.opts;
    // A restart under load (the statement it cancels may have saturated the machine) gets more time than a start.
    const openTimeoutMs = this.opts.openTimeoutMs ?? (this.restarts > 0 ? RESTART_OPEN_TIMEOUT_MS : undefined);
    const worker = new Worker(BOOT, { workerData: { data, openTimeoutMs } satisfies WorkerOptions });
    this.worker = worker;
    return new Promise<void>((ready, failed) => {
      let opened = false;
      worker.on('message', (m: Message) => {
        if (worker !== this.worker) return;
        if (m.kind === 'ready') {
          opened = true;
          worker.unref();
          ready();
        } else if (m.kind === 'failed') failed(fromWireError(m.error));
        else if (m.kind === 'log') this.opts.log?.(m.line);
        else this.receive(m);
      });
      const gone = (e: Error) => (opened ? this.lost(worker, e) : failed(e));
      worker.on('error', gone);
      worker.on('exit', (code) => gone(new Error(`the embedded database thread exited (code ${code})`)));
    });
  }

  /** The thread died (or was stopped by the watchdog): every open call fails, then a new thread takes over. */
  private lost(worker: Worker, why: Error): void {
    if (worker !== this.worker || this.closing) return;
    const down = pgError('57P01', 'terminating connection: the embedded database restarted');
    for (const p of this.pending.values()) p.reject(down);
    this.pending.clear();
    this.txTimeouts.clear();
    this.openTx = null;
    if (!this.recoverable) {
      this.stopped = why;
      return;
    }
    this.restarts++;
    this.opts.log?.(`The embedded database stopped (${why.message}); restarting it.`);
    this.restarting = this.start()
      .then(async () => {
        for (const l of this.listens.values()) l.remote = await this.send<number>({ op: 'listen', channel: l.channel });
        if (this.served) await this.send({ op: 'serve', ...this.served });
        this.opts.log?.('The embedded database is back.');
      })
      .catch((e: unknown) => {
        this.stopped = e instanceof Error ? e : new Error(String(e));
      })
      .finally(() => (this.restarting = null));
  }

  /** Cancels a statement past the limit the only way PGlite allows: a new thread (the data is on disk). */
  private watch(): void {
    if (!this.recoverable || this.restarting || this.closing) return;
    const now = Date.now();
    // PGlite runs one statement at a time, and an open transaction holds it: what runs is that transaction's oldest
    // statement, or else the oldest statement sent. Those queued behind are not timed yet (an anon request queued
    // behind a member's long one must not cut it at anon's shorter limit).
    let running: [number, Pending] | undefined;
    for (const entry of this.pending) {
      const req = entry[1].req;
      if (req.op !== 'query' && req.op !== 'batch') continue;
      const inTx = req.op === 'query' && req.tx !== undefined;
      if (this.openTx === null ? !inTx : inTx && req.tx === this.openTx) {
        running = entry;
        break;
      }
    }
    if (!running) return;
    const [id, p] = running;
    if (now - Math.max(p.at, this.settledAt) > Math.min(this.limitMs, p.timeoutMs ?? Infinity)) {
      p.reject(pgError('57014', 'canceling statement due to statement timeout'));
      this.pending.delete(id);
      this.terminate();
    }
  }

  private receive(m: Message): void {
    if (m.kind === 'notify') {
      for (const l of this.listens.values()) if (l.remote === m.listener) l.onNotify(m.payload);
      return;
    }
    if (m.kind !== 'reply') return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    this.settledAt = Date.now();
    // The thread keeps the process alive only while an answer is awaited (as an in-process database would).
    if (this.pending.size === 0) this.worker.unref();
    if (m.ok) {
      if (p.req.op === 'begin') {
        this.openTx = m.value as number;
        if (p.req.timeoutMs) this.txTimeouts.set(this.openTx, p.req.timeoutMs);
      }
      p.resolve(m.value);
      return;
    }
    const error = fromWireError(m.error);
    p.reject(error);
    // PGlite's backend can break for good (its error stack overflowed): every later query would fail. Matched exactly:
    // a user's input quoted in an ordinary error message must not restart the database.
    if (this.recoverable && !this.restarting && isBrokenBackend(error)) this.terminate();
  }

  /** Stops the thread so that lost() restarts it; its 'exit' handler runs before the returned promise settles. */
  private terminate(): void {
    if (this.terminating) return;
    this.terminating = this.worker
      .terminate()
      .then(() => undefined, () => undefined)
      .finally(() => (this.terminating = null));
  }

  /** The statement_timeout that applies to a request: given with its batch, or with the `begin` of its transaction. */
  private timeoutOf(req: Request): number | null {
    if (req.op === 'batch') return req.timeoutMs ?? null;
    if (req.op === 'end') {
      this.txTimeouts.delete(req.tx);
      if (this.openTx === req.tx) this.openTx = null;
    }
    if (req.op !== 'query' || req.tx === undefined) return null;
    return req.timeoutMs ?? this.txTimeouts.get(req.tx) ?? null;
  }

  private send<T extends Reply>(req: Request): Promise<T> {
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    const timeoutMs = this.timeoutOf(req);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { req, at: Date.now(), timeoutMs, resolve: resolve as (v: Reply) => void, reject });
      this.worker.postMessage({ id, req });
    });
  }

  private async call<T extends Reply>(req: Request): Promise<T> {
    if (this.terminating) await this.terminating;
    if (this.restarting) await this.restarting;
    if (this.stopped) throw this.stopped;
    return this.send<T>(req);
  }

  /** Runs work once the fair queue gives the current client its turn; the turn ends when work settles. */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.queue.acquire(currentClient());
    try {
      return await work();
    } finally {
      release();
    }
  }

  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.inTurn(() => this.call<QueryResult>({ op: 'query', sql, params })) as Promise<QueryResult<T>>;
  }

  async exec(sql: string): Promise<void> {
    await this.inTurn(() => this.call({ op: 'exec', sql }));
  }

  /** A transaction holds its turn from BEGIN to COMMIT or ROLLBACK: its statements run together, as before. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: RunOptions): Promise<T> {
    return this.inTurn(() => this.inTransaction(fn, options));
  }

  private async inTransaction<T>(fn: (tx: Queryable) => Promise<T>, options?: RunOptions): Promise<T> {
    const tx = await this.call<number>({ op: 'begin', timeoutMs: options?.statementTimeoutMs });
    const thread = this.restarts;
    const q: Queryable = {
      query: <R = Row>(sql: string, params?: unknown[], opts?: RunOptions) =>
        this.call<QueryResult>({ op: 'query', sql, params, tx, timeoutMs: opts?.statementTimeoutMs }) as Promise<QueryResult<R>>,
      exec: async (sql: string) => {
        await this.call({ op: 'exec', sql, tx });
      },
    };
    let out: T;
    try {
      out = await fn(q);
    } catch (e) {
      // A transaction whose thread was stopped (a cancelled statement) went with it: nothing to roll back, and the
      // caller gets its error now rather than after the restart.
      if (thread === this.restarts && !this.terminating) await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true });
    return out;
  }

  batch(statements: Statement[], options?: RunOptions): Promise<QueryResult[]> {
    return this.inTurn(() => this.call<QueryResult[]>({ op: 'batch', statements, timeoutMs: options?.statementTimeoutMs }));
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const id = ++this.lastId;
    const entry: Listen = { channel, onNotify, remote: null };
    entry.remote = await this.call<number>({ op: 'listen', channel });
    this.listens.set(id, entry);
    return async () => {
      this.listens.delete(id);
      if (entry.remote !== null) await this.call({ op: 'unlisten', listener: entry.remote }).catch(() => undefined);
    };
  }

  /** Serves the Postgres wire protocol from the database's thread (again after a restart); returns the port. */
  async serve(host: string, port: number, credentials: WireCredentials): Promise<{ port: number; stop: () => Promise<void> }> {
    const bound = await this.call<number>({ op: 'serve', host, port, credentials });
    // A restarted thread listens on the same port, so the printed database URL stays right.
    this.served = { host, port: bound, credentials };
    return {
      port: bound,
      stop: async () => {
        this.served = null;
        await this.call({ op: 'unserve' }).catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    if (this.closing) return;
    clearInterval(this.watchdog);
    if (this.restarting) await this.restarting;
    this.closing = true;
    if (!this.stopped) await this.send({ op: 'close' }).catch(() => undefined);
    const closed = new Error('the embedded database is closed');
    for (const p of this.pending.values()) p.reject(closed);
    this.pending.clear();
    this.stopped ??= closed;
    await this.worker.terminate();
  }
}
