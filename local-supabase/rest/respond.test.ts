// Content-Range and read status, as PostgREST computes them.
import { describe, expect, it } from 'vitest';
import { contentRange, csvHeader, readStatus } from './respond.js';

describe('contentRange', () => {
  it.each([
    [0, 10, null, '0-9/*'],
    [0, 0, null, '*/*'],
    [5, 2, 42, '5-6/42'],
    [0, 0, 0, '*/0'],
  ] as const)('offset %d, %d rows, total %s → %s', (offset, rows, total, expected) => {
    expect(contentRange(offset, rows, total)).toBe(expected);
  });
});

describe('readStatus', () => {
  it.each([
    [0, 1000, null, 200],
    [0, 2, 4, 206],
    [0, 4, 4, 200],
    [2, 2, 4, 206],
    [4, 0, 4, 206],
  ] as const)('offset %d, %d rows, total %s → %d', (offset, rows, total, status) => {
    expect(readStatus(offset, rows, total)).toBe(status);
  });
  it('offset past the total → 416 PGRST103', () => {
    expect(() => readStatus(5, 10, 4)).toThrow(expect.objectContaining({ status: 416, code: 'PGRST103' }));
  });
});

describe('csvHeader', () => {
  it('quotes names that need it', () => {
    expect(csvHeader(['id', 'a,b', 'say "x"'])).toBe('id,"a,b","say ""x"""');
  });
});
