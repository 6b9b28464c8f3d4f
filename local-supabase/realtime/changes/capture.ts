// Change capture consumer: LISTEN on 'realtime_capture' (notified by the triggers in db/bootstrap/realtime.sql on
// commit), fetch the captured rows / realtime.messages rows by id and hand them over in order. Rows are pruned by age,
// not when processed, so several servers on one database (a dev server and a test run) each see every change.
import type { Database } from '../../db/adapter.js';

const PRUNE_EVERY_MS = 60_000;

export interface CapturedChange {
  seq: string;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

export interface StoredMessage {
  id: string;
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
}

export interface CaptureHandlers {
  change(c: CapturedChange): Promise<void>;
  message(m: StoredMessage): void;
}

export class Capture {
  private pending: string[] = [];
  private running = false;
  private unlisten?: () => Promise<void>;
  private closed = false;
  private pruner?: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly handlers: CaptureHandlers,
  ) {}

  async start(): Promise<void> {
    await this.sync();
    // Broadcast history past Realtime's 3-day retention.
    await this.db.query(`delete from realtime.messages where inserted_at < now() - interval '3 days'`).catch(() => undefined);
    await this.prune();
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruner.unref();
    this.unlisten = await this.db.listen('realtime_capture', (payload) => {
      this.pending.push(payload);
      void this.drain();
    });
  }

  /** Re-installs capture triggers to match publication supabase_realtime (after migrations / schema reload). */
  async sync(): Promise<void> {
    await this.db.query('select realtime.sync_capture()').catch(() => undefined);
  }

  private async prune(): Promise<void> {
    await this.db.query(`delete from realtime.capture_log where committed_at < now() - interval '5 minutes'`).catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.pruner) clearInterval(this.pruner);
    await this.unlisten?.().catch(() => undefined);
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.length && !this.closed) {
        const batch = this.pending.splice(0, 500);
        await this.process(batch).catch((e) => console.error('[realtime] capture failed', e));
      }
    } finally {
      this.running = false;
    }
  }

  private async process(batch: string[]): Promise<void> {
    const seqs = batch.filter((p) => /^\d+$/.test(p));
    const ids = batch.filter((p) => p.startsWith('m')).map((p) => p.slice(1));
    const changes = new Map<string, CapturedChange>();
    if (seqs.length) {
      const r = await this.db.query<{ seq: string; schema_name: string; table_name: string; op: string; record: any; old_record: any; ts: string }>(
        `select seq::text as seq, schema_name, table_name, op, record, old_record,
           to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts
         from realtime.capture_log where seq = any($1::bigint[])`,
        [seqs],
      );
      for (const x of r.rows) {
        changes.set(x.seq, {
          seq: x.seq,
          schema: x.schema_name,
          table: x.table_name,
          type: x.op as CapturedChange['type'],
          record: x.record,
          oldRecord: x.old_record,
          commitTimestamp: x.ts,
        });
      }
    }
    const messages = new Map<string, StoredMessage>();
    if (ids.length) {
      const r = await this.db.query<{ id: string; topic: string; event: string | null; payload: unknown; private: boolean | null }>(
        'select id::text as id, topic, event, payload, private from realtime.messages where id = any($1::uuid[])',
        [ids],
      );
      for (const x of r.rows) messages.set(x.id, { id: x.id, topic: x.topic, event: x.event ?? '', payload: x.payload, private: x.private === true });
    }
    // Deliver in notification order (commit order).
    for (const p of batch) {
      if (p.startsWith('m')) {
        const m = messages.get(p.slice(1));
        if (m) this.handlers.message(m);
      } else {
        const c = changes.get(p);
        if (c) await this.handlers.change(c);
      }
    }
  }
}
