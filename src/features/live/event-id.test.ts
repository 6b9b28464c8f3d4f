// Unit: the route parameter parsed as a live event id.
import { describe, expect, it } from 'vitest';
import { parseLiveEventId } from './event-id';

describe('parseLiveEventId', () => {
  it('accepts positive integers only', () => {
    expect(parseLiveEventId('10')).toBe(10);
    expect(parseLiveEventId('0')).toBeNaN();
    expect(parseLiveEventId('abc')).toBeNaN();
    expect(parseLiveEventId('1e3')).toBeNaN();
    expect(parseLiveEventId('-4')).toBeNaN();
  });
});
