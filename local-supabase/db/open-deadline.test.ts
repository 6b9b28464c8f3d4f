// A start on an existing data dir (after a crash or kill -9) is ready or fails with a message within 10 s.
import { afterEach, describe, expect, it } from 'vitest';
import { openDeadline } from './pglite.js';

const saved = process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS;
afterEach(() => {
  if (saved === undefined) delete process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS;
  else process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS = saved;
});

describe('openDeadline', () => {
  it('gives an existing data dir under 10 s in all, even when the open blocks the event loop', () => {
    delete process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS;
    const d = openDeadline(true);
    expect(d.timeoutMs + d.graceMs).toBeLessThan(10_000);
  });

  it('gives a new data dir (initdb) minutes, and the env variable wins for both', () => {
    delete process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS;
    expect(openDeadline(false).timeoutMs).toBe(300_000);
    process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS = '20000';
    expect(openDeadline(true).timeoutMs).toBe(20_000);
    expect(openDeadline(false).timeoutMs).toBe(20_000);
  });
});
