// The embedded database seen from the API thread: PGlite runs in its own thread, so a query never blocks HTTP or
// realtime; the thread is watched, and a statement that runs too long or a broken backend gets it restarted.
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult, Row, Statement } from '../adapter.js';
import type { WireCredentials } from '../wire-guard.js';
import { fromWireError, type Message, type Reply, type Request } from './protocol.js';
import type { WorkerOptions } from './worker.js';

interface Pending {
  req: Request;
  at: number;
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
   */
  statementLimitMs?: number;
}

const BOOT = new URL('./boot.mjs', import.meta.url);

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

export class PgliteThreadDatabase implements Database {
  readonly kind = 'pglite' as const;
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listens = new Map<number, Listen>();
  private lastId = 0;
  private stopped: Error | null = null;
  private closing = false;
  private restarting: Promise<void> | null = null;
  private served: { host: string; port: number; credentials: WireCredentials } | null = null;
  private readonly watchdog: NodeJS.Timeout;
  /** Restarts so far (read by tests). */
  restarts = 0;

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
    const { data, openTimeoutMs } = this.opts;
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
    for (const p of this.pending.values()) {
      if ((p.req.op === 'query' || p.req.op === 'batch') && now - p.at > this.limitMs) {
        p.reject(pgError('57014', 'canceling statement due to statement timeout'));
        this.pending.delete([...this.pending.entries()].find(([, v]) => v === p)![0]);
        void this.worker.terminate();
        return;
      }
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
    // The thread keeps the process alive only while an answer is awaited (as an in-process database would).
    if (this.pending.size === 0) this.worker.unref();
    if (m.ok) {
      p.resolve(m.value);
      return;
    }
    const error = fromWireError(m.error);
    p.reject(error);
    // PGlite's backend can break for good (its error stack overflowed): every later query would fail.
    if (this.recoverable && !this.restarting && /ERRORDATA_STACK_SIZE/.test(error.message)) void this.worker.terminate();
  }

  private send<T extends Reply>(req: Request): Promise<T> {
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { req, at: Date.now(), resolve: resolve as (v: Reply) => void, reject });
      this.worker.postMessage({ id, req });
    });
  }

  private async call<T extends Reply>(req: Request): Promise<T> {
    if (this.restarting) await this.restarting;
    if (this.stopped) throw this.stopped;
    return this.send<T>(req);
  }

  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.call<QueryResult>({ op: 'query', sql, params }) as Promise<QueryResult<T>>;
  }

  async exec(sql: string): Promise<void> {
    await this.call({ op: 'exec', sql });
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const q: Queryable = {
      query: <R = Row>(sql: string, params?: unknown[]) => this.call<QueryResult>({ op: 'query', sql, params, tx }) as Promise<QueryResult<R>>,
      exec: async (sql: string) => {
        await this.call({ op: 'exec', sql, tx });
      },
    };
    let out: T;
    try {
      out = await fn(q);
    } catch (e) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true });
    return out;
  }

  batch(statements: Statement[]): Promise<QueryResult[]> {
    return this.call<QueryResult[]>({ op: 'batch', statements });
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
