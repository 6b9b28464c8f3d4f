// The caller's transaction settings, in order, and the statement timeout read from them as data.
import { describe, expect, it } from 'vitest';
import { callerOptions, callerStatement, timeoutMs } from './as-caller.js';

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
