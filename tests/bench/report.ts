// What each bench measured, as rows of one table: `npm run bench` prints them together with the machine and its load.
import os from 'node:os';

export interface BenchRow {
  bench: string;
  metric: string;
  value: string;
  /** The budget, as ARCHITECTURE.md or the issue states it. */
  target?: string;
  /** Whether the budget is met; undefined when the row has no budget. */
  ok?: boolean;
}

const rows: BenchRow[] = [];

export function record(row: BenchRow): void {
  rows.push(row);
}

export function recorded(): BenchRow[] {
  return [...rows];
}

export function loadAverage(): string {
  return os.loadavg().map((l) => l.toFixed(2)).join(' / ');
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.versions.node}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** A Markdown table of the rows, headed by the date, the machine and the load average of each bench's start. */
export function table(rows: BenchRow[], loads: Record<string, string>, when: Date): string {
  const lines = [
    `Benchmarks of ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`,
    `1/5/15-minute load average when each bench started: ${Object.entries(loads).map(([b, l]) => `${b} ${l}`).join('; ')}.`,
    '',
    '| bench | measure | value | budget | |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.bench)} | ${cell(r.metric)} | ${cell(r.value)} | ${cell(r.target ?? '')} | ${r.ok === undefined ? '' : r.ok ? 'met' : '**missed**'} |`),
  ];
  return lines.join('\n');
}
