// Bounds a step that may block the event loop (a WASM call that never returns): a worker thread ends the process with a message.
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.sab);
if (Atomics.wait(flag, 0, 0, workerData.ms) === 'timed-out') {
  require('node:fs').writeSync(2, workerData.message + '\\n');
  process.kill(process.pid, 'SIGKILL');
}`;

/** Runs `step`; if it has not settled after `ms` it rejects with `message`, and after `ms + graceMs` the process is killed. */
export async function withDeadline<T>(step: Promise<T>, ms: number, message: string, opts: { hardKill?: boolean; graceMs?: number } = {}): Promise<T> {
  const sab = new SharedArrayBuffer(4);
  const flag = new Int32Array(sab);
  const worker = opts.hardKill
    ? new Worker(WORKER_SOURCE, { eval: true, workerData: { sab, ms: ms + (opts.graceMs ?? 5000), message: `local-supabase: ${message}` } })
    : undefined;
  worker?.unref();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      step,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    await worker?.terminate();
  }
}
