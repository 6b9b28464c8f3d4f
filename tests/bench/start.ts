// `npm run bench -- start [warm runs]`: cold start of `npm start` on an empty data dir, then warm starts on the same dir.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../contract/support/npm-start.js';

const BUDGET = { cold: 15, warm: 3 };

interface Timing {
  api: number;
  app: number;
}

async function timeStart(dataDir: string): Promise<Timing> {
  const app = await startApp(dataDir);
  await app.stop();
  return { api: app.apiSeconds, app: app.appSeconds };
}

const line = (label: string, t: Timing, budget: number) =>
  `  ${label.padEnd(6)} API ready ${t.api.toFixed(2)} s, API and app answering ${t.app.toFixed(2)} s  (budget ${budget} s: ${t.app <= budget ? 'within' : 'OVER'})`;

export async function run(args: string[]): Promise<void> {
  const warmRuns = Math.max(1, Number(args[0] ?? 3) || 3);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-start-'));
  try {
    console.log(`npm start on an empty data dir (${dataDir}), then ${warmRuns} warm start(s) on the same dir`);
    console.log(line('cold', await timeStart(dataDir), BUDGET.cold));
    const warm: Timing[] = [];
    for (let i = 0; i < warmRuns; i++) warm.push(await timeStart(dataDir));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(line('warm', { api: median(warm.map((w) => w.api)), app: median(warm.map((w) => w.app)) }, BUDGET.warm) + ` (median of ${warmRuns})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
