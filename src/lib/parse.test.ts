// oneOf: a search param is kept only when it is one of the allowed values.
import { describe, expect, it } from 'vitest';
import { oneOf } from './parse';

describe('oneOf', () => {
  const SORTS = ['all', 'members'] as const;
  it('keeps an allowed value and falls back otherwise', () => {
    expect(oneOf(SORTS, 'members', 'all')).toBe('members');
    expect(oneOf(SORTS, 'bogus', 'all')).toBe('all');
    expect(oneOf(SORTS, 3, 'all')).toBe('all');
    expect(oneOf(SORTS, undefined, 'all')).toBe('all');
  });
});
