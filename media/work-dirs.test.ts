// Stale work folders: those of dead processes go, a running process's folder and other names stay.
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleWorkDirs } from './work-dirs.js';

describe('removeStaleWorkDirs', () => {
  it('removes only the folders of processes that are gone', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'media-workdirs-'));
    for (const name of ['nexo-media-111', 'nexo-media-222', `nexo-media-${process.pid}`, 'nexo-media-x', 'other-333']) {
      mkdirSync(path.join(parent, name, 'sub'), { recursive: true });
    }
    const removed = await removeStaleWorkDirs(parent, (pid) => pid === 222);
    expect(removed.map((p) => path.basename(p))).toEqual(['nexo-media-111']);
    expect(readdirSync(parent).sort()).toEqual(['nexo-media-222', `nexo-media-${process.pid}`, 'nexo-media-x', 'other-333'].sort());
  });

  it('a missing parent folder is nothing to do', async () => {
    expect(await removeStaleWorkDirs('/nonexistent/media-parent')).toEqual([]);
  });
});
