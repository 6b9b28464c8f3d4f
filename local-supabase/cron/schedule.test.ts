// pg_cron schedule parsing and due computation, table-driven.
import { describe, expect, it } from 'vitest';
import { cronMatches, isDue, parseSchedule, ScheduleError } from './schedule.js';

const at = (iso: string) => new Date(iso);

describe('parseSchedule', () => {
  it.each([
    ['30 seconds', { kind: 'interval', seconds: 30 }],
    ['1 second', { kind: 'interval', seconds: 1 }],
    [' 59 Seconds ', { kind: 'interval', seconds: 59 }],
    ['@reboot', { kind: 'reboot' }],
  ])('%s', (text, expected) => expect(parseSchedule(text)).toEqual(expected));

  it.each(['0 seconds', '60 seconds', 'every minute', '* * * *', '* * * * * * *', '61 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '* * * * 8', '*/0 * * * *', '5-1 * * * *', '@often'])(
    'rejects %s',
    (text) => expect(() => parseSchedule(text)).toThrow(ScheduleError),
  );
});

describe('cronMatches (UTC)', () => {
  const cases: [string, string, boolean][] = [
    ['* * * * *', '2026-11-22T07:10:00Z', true],
    ['* * * * *', '2026-11-22T07:10:01Z', false],
    ['*/5 * * * *', '2026-11-22T07:10:00Z', true],
    ['*/5 * * * *', '2026-11-22T07:11:00Z', false],
    ['*/5 * * * * *', '2026-11-22T07:11:05Z', true],
    ['*/5 * * * * *', '2026-11-22T07:11:07Z', false],
    ['30 2 * * *', '2026-11-22T02:30:00Z', true],
    ['30 2 * * *', '2026-11-22T03:30:00Z', false],
    ['0 9-17/4 * * *', '2026-11-22T13:00:00Z', true],
    ['0 9-17/4 * * *', '2026-11-22T15:00:00Z', false],
    ['0,15,45 * * * *', '2026-11-22T10:45:00Z', true],
    ['0 0 * * sun', '2026-11-22T00:00:00Z', true],
    ['0 0 * * 7', '2026-11-22T00:00:00Z', true],
    ['0 0 * * mon-fri', '2026-11-22T00:00:00Z', false],
    ['0 0 1 jan *', '2027-01-01T00:00:00Z', true],
    ['0 0 $ * *', '2026-11-30T00:00:00Z', true],
    ['0 0 $ * *', '2026-11-29T00:00:00Z', false],
    ['0 0 $ * *', '2028-02-29T00:00:00Z', true],
    ['0 0 13 * 5', '2026-11-13T00:00:00Z', true], // day 13 (a Friday too)
    ['0 0 13 * 5', '2026-11-20T00:00:00Z', true], // Friday: either day field matches
    ['0 0 13 * 5', '2026-11-21T00:00:00Z', false],
    ['@hourly', '2026-11-22T05:00:00Z', true],
    ['@daily', '2026-11-22T05:00:00Z', false],
    ['@weekly', '2026-11-22T00:00:00Z', true],
  ];
  it.each(cases)('%s at %s → %s', (expr, time, expected) => {
    expect(cronMatches(parseSchedule(expr), at(time))).toBe(expected);
  });
});

describe('isDue', () => {
  const t0 = Date.parse('2026-11-22T07:00:00Z');
  it.each([
    ['30 seconds', t0 + 29_000, undefined, false],
    ['30 seconds', t0 + 30_000, undefined, true],
    ['30 seconds', t0 + 50_000, t0 + 30_000, false],
    ['30 seconds', t0 + 60_000, t0 + 30_000, true],
    ['@reboot', t0 + 1000, undefined, true],
    ['@reboot', t0 + 5000, t0 + 1000, false],
    ['* * * * *', t0 + 60_000, t0, true],
  ] as [string, number, number | undefined, boolean][])('%s at +%d (last %s) → %s', (expr, now, last, expected) => {
    expect(isDue(parseSchedule(expr), now, last, t0)).toBe(expected);
  });
});
