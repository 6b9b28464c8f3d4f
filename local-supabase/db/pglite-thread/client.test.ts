// The thread client's reading of statement_timeout (the role's, as REST sets it) and of a broken backend's error.
import { describe, expect, it } from 'vitest';
import { isBrokenBackend, timeoutMs, timeoutSetBy } from './client.js';

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

describe('timeoutSetBy', () => {
  const context = "SELECT set_config('role', $1, true), set_config($2, $3, true)";
  it('reads the value a set_config name parameter sets', () => {
    expect(timeoutSetBy(context, ['anon', 'statement_timeout', '3s'])).toBe(3000);
  });

  it("ignores a request's own value that happens to read 'statement_timeout'", () => {
    expect(timeoutSetBy('select * from t where body = $1 and id = $2', ['statement_timeout', '1'])).toBeNull();
    expect(timeoutSetBy(context, ['statement_timeout', 'lock_timeout', '1'])).toBeNull();
  });
});

describe('isBrokenBackend', () => {
  const err = (code: string, message: string) => Object.assign(new Error(message), { code });
  it('is the overflowed error stack only, not a message quoting it', () => {
    expect(isBrokenBackend(err('XX000', 'ERRORDATA_STACK_SIZE exceeded'))).toBe(true);
    expect(isBrokenBackend(err('22P02', 'invalid input syntax for type integer: "ERRORDATA_STACK_SIZE exceeded"'))).toBe(false);
    expect(isBrokenBackend(err('P0001', 'ERRORDATA_STACK_SIZE exceeded'))).toBe(false);
  });
});
