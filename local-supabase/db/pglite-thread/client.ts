// The embedded database seen from the API thread: PGlite runs in its own thread, so a query never blocks HTTP or realtime.
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult, Row, Statement } from '../adapter.js';
import type { WireCredentials } from '../wire-guard.js';
import { fromWireError, type Message, type Reply, type Request } from './protocol.js';
import type { WorkerOptions } from './worker.js';

interface Pending {
  resolve: (v: Reply) => void;
  reject: (e: Error) => void;
}

export class PgliteThreadDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private lastId = 0;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {}

  static async open(opts: WorkerOptions & { log?: (line: string) => void }): Promise<PgliteThreadDatabase> {
    const { log, ...workerData } = opts;
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), { workerData });
    const db = new PgliteThreadDatabase(worker);
    await new Promise<void>((ready, failed) => {
      worker.on('message', (m: Message) => {
        if (m.kind === 'ready') ready();
        else if (m.kind === 'failed') failed(fromWireError(m.error));
        else if (m.kind === 'log') log?.(m.line);
        else db.receive(m);
      });
      worker.on('error', (e) => {
        failed(e);
        db.fail(e);
      });
      worker.on('exit', (code) => {
        failed(new Error(`the embedded database thread exited (code ${code}) while opening`));
        db.fail(new Error(`the embedded database thread stopped (code ${code})`));
      });
    });
    worker.unref();
    return db;
  }

  private receive(m: Message): void {
    if (m.kind === 'notify') {
      this.listeners.get(m.listener)?.(m.payload);
      return;
    }
    if (m.kind !== 'reply') return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    // The thread keeps the process alive only while an answer is awaited (as an in-process database would).
    if (this.pending.size === 0) this.worker.unref();
    if (m.ok) p.resolve(m.value);
    else p.reject(fromWireError(m.error));
  }

  private fail(e: Error): void {
    this.stopped ??= e;
    for (const p of this.pending.values()) p.reject(this.stopped);
    this.pending.clear();
  }

  private call<T extends Reply>(req: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: Reply) => void, reject });
      this.worker.postMessage({ id, req });
    });
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
    const listener = await this.call<number>({ op: 'listen', channel });
    this.listeners.set(listener, onNotify);
    return async () => {
      this.listeners.delete(listener);
      await this.call({ op: 'unlisten', listener }).catch(() => undefined);
    };
  }

  /** Serves the Postgres wire protocol from the database's thread; returns the port. */
  async serve(host: string, port: number, credentials: WireCredentials): Promise<{ port: number; stop: () => Promise<void> }> {
    const bound = await this.call<number>({ op: 'serve', host, port, credentials });
    return { port: bound, stop: async () => void (await this.call({ op: 'unserve' }).catch(() => undefined)) };
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' }).catch(() => undefined);
    this.fail(new Error('the embedded database is closed'));
    await this.worker.terminate();
  }
}
