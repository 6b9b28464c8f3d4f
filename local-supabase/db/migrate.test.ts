// Migration file naming/ordering, error locations and seed path expansion.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorLocation, expandSeedPaths, listMigrations, parseMigrationName, SqlFileError } from './migrate.js';

describe('parseMigrationName', () => {
  const cases: [string, { version: string; name: string } | null][] = [
    ['20240101000000_init.sql', { version: '20240101000000', name: 'init' }],
    ['20240101000000_add_users_table.sql', { version: '20240101000000', name: 'add_users_table' }],
    ['1_x.sql', { version: '1', name: 'x' }],
    ['init.sql', null],
    ['20240101000000_init.sql.bak', null],
    ['20240101000000init.sql', null],
    ['README.md', null],
  ];
  it.each(cases)('%s', (file, expected) => {
    const m = parseMigrationName(file);
    expect(m && { version: m.version, name: m.name }).toEqual(expected);
  });
});

describe('listMigrations', () => {
  it('orders by file name and skips non-migrations', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mig-'));
    for (const f of ['20240102000000_b.sql', 'notes.txt', '20240101000000_a.sql', '20231231000000_z.sql', 'seed.sql']) writeFileSync(path.join(dir, f), '');
    expect(listMigrations(dir).map((m) => m.version)).toEqual(['20231231000000', '20240101000000', '20240102000000']);
  });
  it('is empty when the folder is missing', () => {
    expect(listMigrations('/nonexistent/migrations')).toEqual([]);
  });
});

describe('errorLocation', () => {
  const script = 'create table a (id int);\n\ncreate table b (\n  id int,\n  x nope\n);';
  const stmt2 = script.indexOf('create table b');
  const cases: [string, number, string | undefined, number, number][] = [
    ['statement start when no position', stmt2, undefined, 3, 1],
    ['position inside the statement', stmt2, String('create table b (\n  id int,\n  x '.length + 1), 5, 5],
    ['position 1 is the statement start', 0, '1', 1, 1],
    ['garbage position falls back to start', stmt2, 'abc', 3, 1],
  ];
  it.each(cases)('%s', (_n, start, pos, line, column) => {
    expect(errorLocation(script, start, pos)).toEqual({ line, column });
  });
  it('formats a message naming file, position and SQLSTATE', () => {
    const e = new SqlFileError('supabase/migrations/1_x.sql', 5, 5, 'type "nope" does not exist', '42704', 'migration');
    expect(e.message).toBe('migration supabase/migrations/1_x.sql failed at line 5, column 5: ERROR: type "nope" does not exist (SQLSTATE 42704)');
  });
});

describe('expandSeedPaths', () => {
  it('keeps order, expands globs and reports missing files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-'));
    mkdirSync(path.join(dir, 'seeds'));
    writeFileSync(path.join(dir, 'seed.sql'), '');
    writeFileSync(path.join(dir, 'seeds', 'b.sql'), '');
    writeFileSync(path.join(dir, 'seeds', 'a.sql'), '');
    const r = expandSeedPaths([path.join(dir, 'seed.sql'), path.join(dir, 'seeds', '*.sql'), path.join(dir, 'gone.sql')]);
    expect(r.found.map((f) => path.relative(dir, f))).toEqual(['seed.sql', 'seeds/a.sql', 'seeds/b.sql']);
    expect(r.missing.map((f) => path.relative(dir, f))).toEqual(['gone.sql']);
  });
});
