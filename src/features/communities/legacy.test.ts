// Legacy joined communities: per-user keys and tolerant parsing of the stored list.
import { describe, expect, it } from 'vitest';
import { legacyJoinedKeys, parseLegacyJoined } from './legacy';

describe('legacy joined communities', () => {
  it('uses one key per user id', () => {
    expect(legacyJoinedKeys('u1')[0]).toBe('joinedCommunities_u1');
  });

  it('reads numbers and numeric strings, once each', () => {
    expect(parseLegacyJoined('[1, "3", 3, 5]')).toEqual([1, 3, 5]);
  });

  it('ignores junk', () => {
    expect(parseLegacyJoined(null)).toEqual([]);
    expect(parseLegacyJoined('not json')).toEqual([]);
    expect(parseLegacyJoined('{"a":1}')).toEqual([]);
    expect(parseLegacyJoined('[0, -2, 1.5, "x", null, 7]')).toEqual([7]);
  });
});
