// The Database adapter on this run's engine (DATABASE_URL → Postgres, else PGlite): batches and transactions whose
// statements are sent together keep transaction semantics, report the statement that failed, and leave the connection clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local-supabase/db/open.js';
import type { Database } from '../../local-supabase/db/adapter.js';

let db: Database;
const T = 'adapter_probe.items';

beforeAll(async () => {
  db = await openDatabase({ data: 'memory', databaseUrl: process.env.DATABASE_URL || undefined });
  await db.exec(`drop schema if exists adapter_probe cascade; create schema adapter_probe; create table ${T} (id int primary key, note text not null);`);
});
afterAll(async () => {
  await db?.exec('drop schema if exists adapter_probe cascade');
  await db?.close();
});

const LOCAL_SETTING = "select set_config('probe.who', $1, true) as v";
const READ_SETTING = "select current_setting('probe.who', true) as who";

describe(`batch (${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('returns each statement’s result in order, inside one transaction', async () => {
    const [set, read, now1, now2] = await db.batch([
      { sql: LOCAL_SETTING, params: ['ana'] },
      { sql: READ_SETTING },
      { sql: 'select now()::text as t' },
      { sql: 'select now()::text as t' },
    ]);
    expect(set!.rows).toEqual([{ v: 'ana' }]);
    expect(read!.rows).toEqual([{ who: 'ana' }]);
    // now() is the transaction's start time: equal only when both ran in the same transaction.
    expect(now1!.rows[0]).toEqual(now2!.rows[0]);
  });

  it('rejects with the failing statement’s own error, keeps nothing, and leaves no setting behind', async () => {
    const attempt = db.batch([
      { sql: LOCAL_SETTING, params: ['bea'] },
      { sql: `insert into ${T} values (1, 'kept?')` },
      { sql: `insert into ${T} values (1, 'duplicate')` },
      { sql: `insert into ${T} values (2, 'after the failure')` },
    ]);
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(`select count(*)::int as n from ${T}`)).rows).toEqual([{ n: 0 }]);
    for (let i = 0; i < 25; i++) {
      // More rounds than pool connections, so the connection that failed is met again.
      const [read] = await db.batch([{ sql: READ_SETTING }]);
      expect(read!.rows[0]).toMatchObject({ who: expect.not.stringMatching(/bea/) });
    }
  });

  it('commits what succeeded', async () => {
    await db.batch([{ sql: `insert into ${T} values ($1, $2)`, params: [10, 'diez'] }]);
    expect((await db.query(`select note from ${T} where id = 10`)).rows).toEqual([{ note: 'diez' }]);
  });
});

describe('transaction with statements queued together', () => {
  it('runs them in order and reports the first failure, rolling everything back', async () => {
    const attempt = db.transaction((tx) =>
      Promise.all([
        tx.query(`insert into ${T} values (20, 'veinte')`),
        tx.query(`insert into ${T} values (20, 'otra vez')`),
        tx.query(`insert into ${T} values (21, 'veintiuno')`),
      ]),
    );
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(`select count(*)::int as n from ${T} where id >= 20`)).rows).toEqual([{ n: 0 }]);
  });

  it('keeps a local setting for the statements after it and commits their work', async () => {
    const [, who] = await db.transaction((tx) => Promise.all([tx.query(LOCAL_SETTING, ['caro']), tx.query(READ_SETTING)]));
    expect(who.rows).toEqual([{ who: 'caro' }]);
    await db.transaction(async (tx) => {
      await tx.query(`insert into ${T} values (30, 'treinta')`);
    });
    expect((await db.query(`select note from ${T} where id = 30`)).rows).toEqual([{ note: 'treinta' }]);
  });
});
