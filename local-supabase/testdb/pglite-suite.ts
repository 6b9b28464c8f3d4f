// Runs the pgTAP files inside one in-memory PGlite (with the pgtap extension), collecting each file's TAP text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pgtap } from '@electric-sql/pglite-pgtap';
import { PgliteDatabase } from '../db/pglite.js';
import { prepareDatabase, type PrepareOptions } from './prepare.js';
import { parseTap, type SuiteFile } from './tap.js';
import { splitStatements } from './statements.js';

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
      const lines: string[] = [];
      let error: string | undefined;
      try {
        // One statement at a time, like psql: a multi-statement string would be one implicit transaction that the
        // file's own ROLLBACK would undo entirely (including the setup file's persistent helpers).
        for (const statement of splitStatements(sql)) {
          try {
            lines.push(...tapLinesFromResults(await db.pg.exec(statement)));
          } catch (e) {
            throw new Error(`${e instanceof Error ? e.message : String(e)}\n  in: ${statement.slice(0, 300)}`, { cause: e });
          }
        }
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        // Leave no aborted transaction or switched role behind for the next file.
        await db.pg.exec('rollback').catch(() => undefined);
        await db.pg.exec('reset role').catch(() => undefined);
      }
      const text = lines.join('\n');
      const f: SuiteFile = { file: path.basename(file), tap: parseTap(text), error };
      out.push(f);
      opts.onFile?.(f, text);
    }
    return out;
  } finally {
    await db.close();
  }
}
