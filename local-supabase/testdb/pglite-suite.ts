// Runs the pgTAP files inside one in-memory PGlite (with the pgtap extension), collecting each file's TAP text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pgtap } from '@electric-sql/pglite-pgtap';
import { PgliteDatabase } from '../db/pglite.js';
import { prepareDatabase, type PrepareOptions } from './prepare.js';
import { parseTap, type SuiteFile } from './tap.js';

/** TAP lines out of PGlite's per-statement results: every text cell, split on newlines (finish() returns several rows). */
export function tapLinesFromResults(results: { rows: Record<string, unknown>[] }[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    for (const row of r.rows) {
      for (const v of Object.values(row)) {
        if (typeof v === 'string' && v !== '') lines.push(...v.split('\n'));
      }
    }
  }
  return lines;
}

export async function runPgliteSuite(
  opts: PrepareOptions & { files: string[]; onFile?: (f: SuiteFile, text: string) => void },
): Promise<SuiteFile[]> {
  const db = await PgliteDatabase.open({ data: 'memory', extraExtensions: { pgtap } });
  try {
    await prepareDatabase(db, opts);
    // A new PGlite session does not see `alter database … set search_path` from the bootstrap: set it like a fresh connection would.
    await db.exec(`set search_path = "$user", public, extensions`);
    const out: SuiteFile[] = [];
    for (const file of opts.files) {
      const sql = readFileSync(file, 'utf8');
      let text = '';
      let error: string | undefined;
      try {
        const results = await db.pg.exec(sql);
        text = tapLinesFromResults(results).join('\n');
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        // Leave no aborted transaction or switched role behind for the next file.
        await db.pg.exec('rollback').catch(() => undefined);
        await db.pg.exec('reset role').catch(() => undefined);
      }
      const f: SuiteFile = { file: path.basename(file), tap: parseTap(text), error };
      out.push(f);
      opts.onFile?.(f, text);
    }
    return out;
  } finally {
    await db.close();
  }
}
