// Work folders left by media processes that died without cleaning up (kill -9): removed when the service starts.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export const WORK_DIR_PREFIX = 'nexo-media-';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes `<parent>/nexo-media-<pid>` folders whose process is gone; returns the removed paths. */
export async function removeStaleWorkDirs(parent: string, isRunning: (pid: number) => boolean = running): Promise<string[]> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const stale = names
    .map((name) => ({ name, pid: Number(name.slice(WORK_DIR_PREFIX.length)) }))
    .filter(({ name, pid }) => name.startsWith(WORK_DIR_PREFIX) && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid))
    .map(({ name }) => path.join(parent, name));
  await Promise.all(stale.map((dir) => rm(dir, { recursive: true, force: true })));
  return stale;
}
