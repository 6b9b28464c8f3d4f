// The small file `start` writes into the data dir so `status` can tell whether a server runs and on which ports.
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StackConfig } from '../config.js';
import { processAlive } from '../db/lock.js';

export const RUNTIME_FILE = 'local-supabase.json';

export interface RuntimeInfo {
  pid: number;
  apiUrl: string;
  dbUrl: string;
  mailUrl?: string;
  startedAt: string;
}

/** Where the runtime file goes: the data dir, or `<workdir>/.local-supabase` for `--data memory`. */
export function runtimeDir(config: StackConfig): string {
  return config.data === 'memory' ? path.join(config.workdir, '.local-supabase') : config.data;
}

export function writeRuntime(config: StackConfig, info: RuntimeInfo): () => void {
  const dir = runtimeDir(config);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, RUNTIME_FILE);
  writeFileSync(file, JSON.stringify(info, null, 2) + '\n');
  return () => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo).pid === info.pid) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

/** The running server's info, or null when none runs (a file left by a killed server is ignored). */
export function readRuntime(config: StackConfig): RuntimeInfo | null {
  const file = path.join(runtimeDir(config), RUNTIME_FILE);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
    return processAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}
