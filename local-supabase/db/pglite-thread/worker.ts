// The thread that owns the embedded database: runs queries, transactions, LISTEN and the wire port for the API thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { Queryable } from '../adapter.js';
import { PgliteDatabase, type PgliteOptions } from '../pglite.js';
import { toWireError, type Message, type Reply, type Request } from './protocol.js';

export interface WorkerOptions {
  data: string;
  openTimeoutMs?: number;
}

interface OpenTransaction {
  tx: Queryable;
  finish: (commit: boolean) => void;
  finished: Promise<void>;
}

const ROLLBACK = Symbol('rollback');
const port = parentPort!;
const post = (m: Message) => port.postMessage(m);

const opts = workerData as WorkerOptions;
const openOpts: PgliteOptions = { data: opts.data, openTimeoutMs: opts.openTimeoutMs, log: (line) => post({ kind: 'log', line }) };

let db: PgliteDatabase;
try {
  db = await PgliteDatabase.open(openOpts);
} catch (e) {
  post({ kind: 'failed', error: toWireError(e) });
  throw e;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();
let served: { port: number; stop: () => Promise<void> } | undefined;
let lastId = 0;

/** Opens a transaction and keeps it open until `end` arrives: the API thread runs its statements in between. */
function begin(): Promise<number> {
  const id = ++lastId;
  return new Promise<number>((opened, failed) => {
    let finish: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((r) => (finish = r));
    const finished = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, finished });
        opened(id);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((e) => {
        if (e !== ROLLBACK) throw e;
      })
      .finally(() => transactions.delete(id));
    finished.catch(failed);
  });
}

function target(tx: number | undefined): Queryable {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function handle(req: Request): Promise<Reply> {
  switch (req.op) {
    case 'query':
      return target(req.tx).query(req.sql, req.params);
    case 'exec':
      await target(req.tx).exec(req.sql);
      return null;
    case 'batch':
      return db.batch(req.statements);
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(req.tx);
      if (!open) throw new Error(`transaction ${req.tx} is not open`);
      open.finish(req.commit);
      await open.finished;
      return null;
    }
    case 'listen': {
      const id = ++lastId;
      listeners.set(id, await db.listen(req.channel, (payload) => post({ kind: 'notify', listener: id, payload })));
      return id;
    }
    case 'unlisten':
      await listeners.get(req.listener)?.();
      listeners.delete(req.listener);
      return null;
    case 'serve': {
      const { serveDatabase } = await import('../socket.js');
      served = await serveDatabase(db, req.host, req.port, req.credentials);
      return served.port;
    }
    case 'unserve':
      await served?.stop();
      served = undefined;
      return null;
    case 'close':
      await served?.stop();
      await db.close();
      return null;
  }
}

port.on('message', (m: { id: number; req: Request }) => {
  handle(m.req).then(
    (value) => post({ kind: 'reply', id: m.id, ok: true, value }),
    (e) => post({ kind: 'reply', id: m.id, ok: false, error: toWireError(e) }),
  );
});
post({ kind: 'ready' });
