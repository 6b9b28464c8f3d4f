// The caller's transaction settings, in order, and the statement timeout read from them as data (also for rolled-back probes).
import { describe, expect, it } from 'vitest';
import type { Database, Queryable, RunOptions } from './adapter.js';
import { callerOptions, callerStatement, rolledBack, timeoutMs } from './as-caller.js';

describe('timeoutMs', () => {
  it.each([
    ['3s', 3000],
    ['8s', 8000],
    ['1500', 1500],
    ['250ms', 250],
    ['1min', 60_000],
    ['0', null],
    ['off', null],
    [undefined, null],
  ])('%j → %j', (value, ms) => {
    expect(timeoutMs(value)).toBe(ms);
  });
});

describe('callerStatement', () => {
  it('sets read-only first, then role, claims, per-claim settings and the rest, all as parameters', () => {
    const s = callerStatement({
      role: 'authenticated',
      claims: { sub: 'u1' },
      claimSettings: [['sub', 'u1']],
      settings: [['request.method', 'GET']],
      readOnly: true,
    });
    expect(s.sql).toBe(
      'select set_config($1, $2, true), set_config($3, $4, true), set_config($5, $6, true), set_config($7, $8, true), set_config($9, $10, true)',
    );
    expect(s.params).toEqual([
      'transaction_read_only', 'on', 'role', 'authenticated', 'request.jwt.claims', '{"sub":"u1"}', 'request.jwt.claim.sub', 'u1', 'request.method', 'GET',
    ]);
  });
});

describe('callerOptions', () => {
  it("hands the role's statement_timeout to the database as data", () => {
    expect(callerOptions({ role: 'anon', claims: {}, settings: [['statement_timeout', '3s']] })).toEqual({ statementTimeoutMs: 3000 });
    expect(callerOptions({ role: 'anon', claims: {}, settings: [['request.path', 'statement_timeout']] })).toEqual({ statementTimeoutMs: null });
  });
});

describe('rolledBack', () => {
  /** A database that records each transaction's options and statements, and answers every query with no rows. */
  function recorder() {
    const seen: { options: RunOptions | undefined; sql: string[] }[] = [];
    const db = {
      async transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: RunOptions): Promise<T> {
        const sql: string[] = [];
        seen.push({ options, sql });
        return fn({ query: async (text: string) => (sql.push(text), { rows: [], fields: [] }), exec: async () => undefined } as Queryable);
      },
    } as unknown as Database;
    return { db, seen };
  }

  it("applies a role's settings first and hands its statement_timeout to the database, as asCaller does", async () => {
    const { db, seen } = recorder();
    expect(await rolledBack(db, async (tx) => (await tx.query('select probe()'), 'value'), [['statement_timeout', '3s']])).toBe('value');
    expect(seen).toEqual([{ options: { statementTimeoutMs: 3000 }, sql: ['select set_config($1, $2, true)', 'select probe()'] }]);
  });

  it('runs with the server defaults when given no settings', async () => {
    const { db, seen } = recorder();
    await rolledBack(db, (tx) => tx.query('select probe()'));
    expect(seen).toEqual([{ options: undefined, sql: ['select probe()'] }]);
  });
});
