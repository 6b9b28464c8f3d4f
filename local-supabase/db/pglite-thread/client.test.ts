// The thread client's reading of a broken backend's error.
import { describe, expect, it } from 'vitest';
import { isBrokenBackend } from './client.js';

describe('isBrokenBackend', () => {
  const err = (code: string, message: string) => Object.assign(new Error(message), { code });
  it('is the overflowed error stack only, not a message quoting it', () => {
    expect(isBrokenBackend(err('XX000', 'ERRORDATA_STACK_SIZE exceeded'))).toBe(true);
    expect(isBrokenBackend(err('22P02', 'invalid input syntax for type integer: "ERRORDATA_STACK_SIZE exceeded"'))).toBe(false);
    expect(isBrokenBackend(err('P0001', 'ERRORDATA_STACK_SIZE exceeded'))).toBe(false);
  });
});
