// Data dir lock: a pid file so two servers never open the same embedded database; a dead owner's file is taken over.
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'local-supabase.pid';

export class DataDirBusyError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`the data dir ${dir} is in use by another local-supabase (pid ${pid}); stop that one first or use another --data`);
    this.name = 'DataDirBusyError';
  }
}

/** Whether a process with this pid runs and looks like Node (pids are reused). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline)) {
    try {
      return /node|tsx/.test(readFileSync(cmdline, 'utf8'));
    } catch {
      return true;
    }
  }
  return true;
}

export function readLockPid(dir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock for `dir`. Returns `stale: true` when a previous owner died without releasing it (kill -9, crash):
 * the database then goes through crash recovery on open.
 */
export function acquireDataDirLock(dir: string): { stale: boolean; release: () => void } {
  const file = path.join(dir, LOCK_FILE);
  let stale = false;
  const pid = readLockPid(dir);
  if (pid !== null && pid !== process.pid) {
    if (processAlive(pid)) throw new DataDirBusyError(dir, pid);
    stale = true;
  }
  writeFileSync(file, String(process.pid));
  return {
    stale,
    release: () => {
      if (readLockPid(dir) === process.pid) unlinkSync(file);
    },
  };
}
