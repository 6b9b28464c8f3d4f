// Unit: the reels feed's pure rules.
import { describe, expect, it } from 'vitest';
import { clampIndex, compactCount, hlsSettings, reelIdFromHash, stepForKey, videoRole } from './feed-rules';

describe('reelIdFromHash', () => {
  it('reads a positive id and refuses anything else', () => {
    expect(reelIdFromHash('#12')).toBe(12);
    expect(reelIdFromHash('7')).toBe(7);
    expect(reelIdFromHash('')).toBeNull();
    expect(reelIdFromHash('#0')).toBeNull();
    expect(reelIdFromHash('#abc')).toBeNull();
    expect(reelIdFromHash('#1e3')).toBeNull();
  });
});

describe('stepForKey', () => {
  it('arrows and J/K move; typing and other keys do not', () => {
    expect(stepForKey('ArrowDown')).toBe(1);
    expect(stepForKey('j')).toBe(1);
    expect(stepForKey('ArrowUp')).toBe(-1);
    expect(stepForKey('K')).toBe(-1);
    expect(stepForKey('x')).toBe(0);
    expect(stepForKey('j', true)).toBe(0);
  });
  it('clamps to the feed', () => {
    expect(clampIndex(0, -1, 5)).toBe(0);
    expect(clampIndex(4, 1, 5)).toBe(4);
    expect(clampIndex(2, 1, 5)).toBe(3);
    expect(clampIndex(0, 1, 0)).toBe(0);
  });
});

describe('videoRole', () => {
  it('plays the current reel, preloads the next, leaves the rest as posters', () => {
    expect([0, 1, 2, 3].map((i) => videoRole(i, 1, false))).toEqual(['poster', 'play', 'preload', 'poster']);
  });
  it('data saver preloads nothing and caps hls.js at the lowest level', () => {
    expect([0, 1, 2].map((i) => videoRole(i, 1, true))).toEqual(['poster', 'play', 'poster']);
    expect(hlsSettings(true)).toMatchObject({ startLevel: 0, capLevelToPlayerSize: true });
    expect(hlsSettings(false)).not.toHaveProperty('startLevel');
  });
});

describe('compactCount', () => {
  it('shortens thousands and millions in Spanish', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1234)).toBe('1,2 mil');
    expect(compactCount(2_500_000)).toBe('2,5 M');
  });
});
