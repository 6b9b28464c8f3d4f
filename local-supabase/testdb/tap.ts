// Parses the TAP text of one pgTAP file into counts: passed/failed assertions, plan, and whether the plan was kept.
export interface TapFailure {
  number: number;
  description: string;
  /** Diagnostic lines (`# …`) printed right after the failing assertion. */
  diagnostics: string[];
}

export interface TapResult {
  planned: number | null;
  /** Assertions that ran (ok + not ok). */
  run: number;
  passed: number;
  failed: number;
  failures: TapFailure[];
  /** True when a plan was printed and exactly that many assertions ran. */
  planKept: boolean;
  /** A `Bail out!` line or an error that stopped the file. */
  bailOut: string | null;
}

const PLAN = /^1\.\.(\d+)/;
const ASSERTION = /^(not ok|ok)\b\s*(\d+)?\s*(?:-\s*)?(.*)$/;

export function parseTap(text: string): TapResult {
  const result: TapResult = { planned: null, run: 0, passed: 0, failed: 0, failures: [], planKept: false, bailOut: null };
  let last: TapFailure | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const plan = PLAN.exec(line.trim());
    if (plan && result.planned === null) {
      result.planned = Number(plan[1]);
      last = null;
      continue;
    }
    if (line.startsWith('Bail out!')) {
      result.bailOut = line.slice('Bail out!'.length).trim() || 'bailed out';
      last = null;
      continue;
    }
    const a = ASSERTION.exec(line);
    if (a) {
      result.run += 1;
      // A TODO-directive failure counts as passing, like TAP consumers do.
      const todo = /#\s*TODO\b/i.test(a[3]);
      if (a[1] === 'ok' || todo) {
        result.passed += 1;
        last = null;
      } else {
        result.failed += 1;
        last = { number: a[2] ? Number(a[2]) : result.run, description: a[3].trim(), diagnostics: [] };
        result.failures.push(last);
      }
      continue;
    }
    if (line.startsWith('#') && last) last.diagnostics.push(line.replace(/^#\s?/, ''));
  }
  result.planKept = result.planned !== null && result.planned === result.run && result.bailOut === null;
  return result;
}

export interface SuiteFile {
  file: string;
  tap: TapResult;
  /** Error that aborted the file (SQL error outside an assertion), if any. */
  error?: string;
}

export interface SuiteTotals {
  passed: number;
  /** Failed assertions plus one per file whose plan was not kept or that aborted. */
  failed: number;
  badFiles: string[];
}

export function totals(files: SuiteFile[]): SuiteTotals {
  let passed = 0;
  let failed = 0;
  const badFiles: string[] = [];
  for (const f of files) {
    passed += f.tap.passed;
    failed += f.tap.failed;
    if (f.error || !f.tap.planKept) {
      badFiles.push(f.file);
      // Count the assertions that never ran (at least one) so a broken file can never look green.
      const missing = f.tap.planned !== null ? f.tap.planned - f.tap.run : 0;
      failed += Math.max(missing, 1);
    }
  }
  return { passed, failed, badFiles };
}

export function summaryLine(t: SuiteTotals): string {
  return `${t.passed} passed, ${t.failed} failed`;
}
