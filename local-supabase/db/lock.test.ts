// Data dir lock: taken, refused while a live owner holds it, taken over from a dead one.
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE, processAlive, readLockPid } from './lock.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'lock-'));

describe('acquireDataDirLock', () => {
  it('writes our pid and removes it on release', () => {
    const d = dir();
    const lock = acquireDataDirLock(d);
    expect(lock.stale).toBe(false);
    expect(readLockPid(d)).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(d, LOCK_FILE))).toBe(false);
  });

  it('refuses a dir held by a live Node process', async () => {
    const d = dir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(d, LOCK_FILE), String(holder.pid));
      expect(processAlive(holder.pid!)).toBe(true);
      expect(() => acquireDataDirLock(d)).toThrow(DataDirBusyError);
      expect(readLockPid(d)).toBe(holder.pid);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died', () => {
    const d = dir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(d, LOCK_FILE), dead);
    const lock = acquireDataDirLock(d);
    expect(lock.stale).toBe(true);
    expect(readLockPid(d)).toBe(process.pid);
    lock.release();
  });
});
