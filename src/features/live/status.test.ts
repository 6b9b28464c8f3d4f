// The live status clock: the SQL rule in the browser, the server offset, the channel-or-clock decision and its timer.
import { describe, expect, it } from 'vitest';
import { CHANNEL_GRACE_MS, clockOffset, liveStatusAt, nextStatusCheck, resolveStatus } from './status';

const START = Date.parse('2030-01-01T10:00:00Z');
const END = START + 2 * 3_600_000;

describe('liveStatusAt', () => {
  it('is pending before the start, live from the start, ended at start plus duration (as SQL live_status)', () => {
    expect(liveStatusAt(START, END, START - 1)).toBe('pending');
    expect(liveStatusAt(START, END, START)).toBe('live');
    expect(liveStatusAt(START, END, END - 1)).toBe('live');
    expect(liveStatusAt(START, END, END)).toBe('ended');
  });
});

describe('clockOffset', () => {
  it('takes the server stamp as halfway through the round trip', () => {
    expect(clockOffset(10_500, 1000, 2000)).toBe(9000);
    expect(clockOffset(1000, 5000, 5000)).toBe(-4000);
  });
});

describe('resolveStatus', () => {
  const base = { startsAt: START, endsAt: END };

  it('uses the clock while the channel is down, whatever was reported before', () => {
    expect(resolveStatus({ ...base, now: START + 1, subscribed: false, report: { status: 'pending', at: START - 5000 } })).toBe('live');
    expect(resolveStatus({ ...base, now: START - 1, subscribed: false, report: null })).toBe('pending');
  });

  it('uses the clock when the channel is up but the server has said nothing yet', () => {
    expect(resolveStatus({ ...base, now: END, subscribed: true, report: null })).toBe('ended');
  });

  it('lets the channel win while subscribed: a broadcast status is shown even if the local clock disagrees', () => {
    // A slow local clock (offset unknown) still shows what the server announced.
    expect(resolveStatus({ ...base, now: START - 3000, subscribed: true, report: { status: 'live', at: START } })).toBe('live');
    expect(resolveStatus({ ...base, now: START + 60_000, subscribed: true, report: { status: 'live', at: START + 2000 } })).toBe('live');
  });

  it('waits for the job to announce a boundary for CHANNEL_GRACE_MS, then trusts the clock', () => {
    const report = { status: 'pending' as const, at: START - 10_000 };
    expect(resolveStatus({ ...base, now: START + 1000, subscribed: true, report })).toBe('pending');
    expect(resolveStatus({ ...base, now: START + CHANNEL_GRACE_MS - 1, subscribed: true, report })).toBe('pending');
    expect(resolveStatus({ ...base, now: START + CHANNEL_GRACE_MS, subscribed: true, report })).toBe('live');
  });
});

describe('nextStatusCheck', () => {
  it('is the next boundary when the clock decides, so an open page flips exactly at the start', () => {
    expect(nextStatusCheck({ startsAt: START, endsAt: END, now: START - 8000, subscribed: false, report: null })).toBe(START);
    expect(nextStatusCheck({ startsAt: START, endsAt: END, now: START, subscribed: false, report: null })).toBe(END);
    expect(nextStatusCheck({ startsAt: START, endsAt: END, now: END, subscribed: false, report: null })).toBeNull();
  });

  it('adds the grace after each boundary when the channel decides', () => {
    const report = { status: 'pending' as const, at: START - 1 };
    expect(nextStatusCheck({ startsAt: START, endsAt: END, now: START + 1, subscribed: true, report })).toBe(START + CHANNEL_GRACE_MS);
    expect(nextStatusCheck({ startsAt: START, endsAt: END, now: END + CHANNEL_GRACE_MS, subscribed: true, report })).toBeNull();
  });
});
