// `npm run bench -- start [warm runs]`: cold start of `npm start` on an empty data dir, then warm starts on the same dir.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../contract/support/npm-start.js';
import { record } from './report.js';

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
    const cold = await timeStart(dataDir);
    console.log(line('cold', cold, BUDGET.cold));
    record({ bench: 'start', metric: '`npm start`, empty data dir: API and app answering', value: `${cold.app.toFixed(2)} s`, target: `≤ ${BUDGET.cold} s`, ok: cold.app <= BUDGET.cold });
    const warm: Timing[] = [];
    for (let i = 0; i < warmRuns; i++) warm.push(await timeStart(dataDir));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const warmMedian = { api: median(warm.map((w) => w.api)), app: median(warm.map((w) => w.app)) };
    console.log(line('warm', warmMedian, BUDGET.warm) + ` (median of ${warmRuns})`);
    record({ bench: 'start', metric: `\`npm start\` again (warm, median of ${warmRuns})`, value: `${warmMedian.app.toFixed(2)} s`, target: `≤ ${BUDGET.warm} s`, ok: warmMedian.app <= BUDGET.warm });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
