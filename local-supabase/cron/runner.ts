// Runs the jobs of the pg_cron-compatible `cron` schema once a second, recording each run in cron.job_run_details.
import { isPgError, type Database } from '../db/adapter.js';
import { splitSql } from '../db/sql-split.js';
import { isDue, parseSchedule, type Schedule } from './schedule.js';
import { SHIM_MARKER } from '../db/pg-cron-shim.js';

interface JobRow {
  jobid: string;
  schedule: string;
  command: string;
  username: string;
}

// Only our shim's jobs are run here: a real pg_cron runs its own.
const JOBS_SQL = `select j.jobid::text as jobid, j.schedule, j.command, j.username
  from cron.job j
  where j.active and j.database = current_database()
    and obj_description((select oid from pg_namespace where nspname = 'cron'), 'pg_namespace') = $1`;

export interface CronOptions {
  log: (line: string) => void;
  /** Milliseconds between polls (default 1000). */
  pollMs?: number;
}

/** Command tag in the spirit of what pg_cron stores for a successful run. */
function commandTag(statement: string, rows: number, affected: number | undefined): string {
  const verb = (/^\s*([A-Za-z]+)/.exec(statement)?.[1] ?? '').toUpperCase();
  if (verb === 'SELECT' || verb === 'WITH' || verb === 'VALUES') return `SELECT ${rows}`;
  if (verb === 'INSERT') return `INSERT 0 ${affected ?? 0}`;
  if (verb === 'UPDATE' || verb === 'DELETE' || verb === 'MERGE') return `${verb} ${affected ?? 0}`;
  return verb;
}

/**
 * Claims a run: several local-supabase processes may share one real Postgres, and only one of them may start a
 * given job for a given tick. The advisory lock serializes the claims; `since` is the earliest start time that
 * counts as "this tick already ran". The check runs as its own statement after the lock is held: under read
 * committed a statement's snapshot is taken when it starts, so a check inside the locking statement could miss a
 * run another process committed while this one waited for the lock, and start the tick twice.
 */
const CLAIM_LOCK_SQL = `select pg_try_advisory_xact_lock(hashtext('local-supabase cron'), $1::int) as locked`;
const CLAIM_SQL = `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
  select $1::bigint, pg_backend_pid(), current_database(), $2, $3, 'running', clock_timestamp()
  where not exists (select 1 from cron.job_run_details d where d.jobid = $1::bigint and d.start_time >= to_timestamp($4::float8 / 1000))
  returning runid::text as runid`;

function claimRun(db: Database, job: JobRow, since: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (!(await tx.query<{ locked: boolean }>(CLAIM_LOCK_SQL, [job.jobid])).rows[0]?.locked) return null;
    return (await tx.query<{ runid: string }>(CLAIM_SQL, [job.jobid, job.username, job.command, since])).rows[0]?.runid ?? null;
  });
}

async function runJob(db: Database, job: JobRow, since: number): Promise<{ ok: boolean; message: string } | null> {
  const runid = await claimRun(db, job, since);
  if (runid === null) return null; // another process runs this tick
  let ok = true;
  let message: string;
  try {
    message = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true)`, [job.username]);
      const statements = splitSql(job.command);
      if (statements.length === 1) {
        const r = await tx.query(statements[0].text);
        return commandTag(statements[0].text, r.rows.length, r.affectedRows);
      }
      await tx.exec(job.command);
      return commandTag(statements.at(-1)?.text ?? '', 0, undefined);
    });
  } catch (e) {
    ok = false;
    message = `ERROR:  ${e instanceof Error ? e.message : String(e)}`;
  }
  await db.query(`update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1::bigint`, [
    runid,
    ok ? 'succeeded' : 'failed',
    message,
  ]);
  return { ok, message };
}

export async function startCron(db: Database, opts: CronOptions): Promise<() => Promise<void>> {
  const pollMs = opts.pollMs ?? 1000;
  const running = new Map<string, Promise<void>>();
  const lastStart = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  const parsed = new Map<string, { text: string; schedule: Schedule | null }>();
  const reported = new Set<string>();
  let lastTick = Math.floor(Date.now() / 1000) * 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();

  const scheduleOf = (job: JobRow): Schedule | null => {
    const cached = parsed.get(job.jobid);
    if (cached && cached.text === job.schedule) return cached.schedule;
    let schedule: Schedule | null = null;
    try {
      schedule = parseSchedule(job.schedule);
    } catch (e) {
      opts.log(`cron: job ${job.jobid} has an invalid schedule '${job.schedule}': ${(e as Error).message}`);
    }
    parsed.set(job.jobid, { text: job.schedule, schedule });
    return schedule;
  };

  const poll = async () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    // Every second since the last poll counts (a busy event loop must not skip a minute's job), at most one minute back.
    const from = Math.max(lastTick + 1000, now - 60_000);
    lastTick = now;
    let jobs: JobRow[];
    try {
      // No cron schema yet (extension not created): nothing to run, and no error in the server log every second.
      if (!(await db.query<{ t: string | null }>(`select to_regclass('cron.job')::text as t`)).rows[0]?.t) return;
      jobs = (await db.query<JobRow>(JOBS_SQL, [SHIM_MARKER])).rows;
    } catch (e) {
      // The schema went away between the two queries (db reset): nothing to run.
      if (!(isPgError(e) && (e.code === '42P01' || e.code === '3F000')) && !reported.has('poll')) {
        reported.add('poll');
        opts.log(`cron: cannot read cron.job: ${(e as Error).message}`);
      }
      return;
    }
    for (const job of jobs) {
      if (!firstSeen.has(job.jobid)) firstSeen.set(job.jobid, now);
      const schedule = scheduleOf(job);
      if (!schedule || running.has(job.jobid)) continue;
      let due = false;
      for (let t = from; t <= now && !due; t += 1000) due = isDue(schedule, t, lastStart.get(job.jobid), firstSeen.get(job.jobid)!);
      if (schedule.kind === 'interval') due = isDue(schedule, now, lastStart.get(job.jobid), firstSeen.get(job.jobid)!);
      if (!due) continue;
      lastStart.set(job.jobid, now);
      const since = schedule.kind === 'interval' ? now - schedule.seconds * 1000 + 500 : now;
      const p = runJob(db, job, since)
        .then((r) => {
          if (r && !r.ok) opts.log(`cron: job ${job.jobid} failed: ${r.message}`);
        })
        .catch((e) => opts.log(`cron: job ${job.jobid} could not run: ${(e as Error).message}`))
        .finally(() => running.delete(job.jobid));
      running.set(job.jobid, p);
    }
  };

  const loop = () => {
    if (stopped) return;
    polling = poll().finally(() => {
      if (!stopped) timer = setTimeout(loop, pollMs - (Date.now() % pollMs) + 5);
    });
  };
  timer = setTimeout(loop, pollMs - (Date.now() % pollMs) + 5);

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await polling.catch(() => undefined);
    await Promise.all(running.values());
  };
}
