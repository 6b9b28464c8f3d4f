// New databases are unpacked from the stored initdb template: written by the first open, used by the next (memory and
// disk), and a broken template is replaced by a good one instead of failing the start.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite.js';
import { templateEnabled, templatePath } from './initdb-template.js';

const dir = mkdtempSync(path.join(tmpdir(), 'initdb-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function roundTrip(db: PgliteDatabase): Promise<unknown> {
  await db.exec('create table t (a int); insert into t values (42);');
  const r = await db.query<{ a: number }>('select a from t');
  await db.close();
  return r.rows;
}

describe('initdb template', () => {
  it('is named after the installed PGlite and can be turned off', () => {
    const version = JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')).version;
    expect(path.basename(templatePath(dir))).toBe(`pglite-${version}-initdb.tar`);
    expect(templateEnabled({})).toBe(true);
    expect(templateEnabled({ LOCAL_SUPABASE_INITDB_TEMPLATE: '0' })).toBe(false);
  });

  it('is written by the first new database and gives the next ones, in memory and on disk, a working empty cluster', async () => {
    const file = path.join(dir, 'a.tar');
    expect(await roundTrip(await PgliteDatabase.open({ data: 'memory', templateFile: file }))).toEqual([{ a: 42 }]);
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    const written = statSync(file).mtimeMs;

    // Unpacked, not initialised again: the table of the first database is not there, the template is untouched.
    const second = await PgliteDatabase.open({ data: 'memory', templateFile: file });
    expect((await second.query(`select count(*)::int as n from pg_class where relname = 't'`)).rows).toEqual([{ n: 0 }]);
    expect(await roundTrip(second)).toEqual([{ a: 42 }]);

    const onDisk = path.join(dir, 'data');
    expect(await roundTrip(await PgliteDatabase.open({ data: onDisk, templateFile: file }))).toEqual([{ a: 42 }]);
    expect(existsSync(path.join(onDisk, 'PG_VERSION'))).toBe(true);
    // The data dir reopens with what was written.
    const again = await PgliteDatabase.open({ data: onDisk, templateFile: file });
    expect((await again.query<{ a: number }>('select a from t')).rows).toEqual([{ a: 42 }]);
    await again.close();
    expect(statSync(file).mtimeMs).toBe(written);
  }, 60_000);

  it('replaces a template that does not load and still opens', async () => {
    const file = path.join(dir, 'b.tar');
    writeFileSync(file, 'not a tarball');
    const lines: string[] = [];
    const db = await PgliteDatabase.open({ data: path.join(dir, 'data-b'), templateFile: file, log: (l) => lines.push(l) });
    expect(await roundTrip(db)).toEqual([{ a: 42 }]);
    expect(lines.join('\n')).toMatch(/initdb template did not load/);
    // The next open finds a good template and uses it.
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    expect(await roundTrip(await PgliteDatabase.open({ data: 'memory', templateFile: file }))).toEqual([{ a: 42 }]);
  }, 60_000);
});
