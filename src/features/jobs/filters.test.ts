// URL filters of /job-search and their ilike patterns.
import { describe, expect, it } from 'vitest';
import { containsPattern, parseCandidateFilters, parseJobFilters, withDefaults } from './filters';

describe('parseJobFilters', () => {
  it('keeps known filters', () => expect(parseJobFilters({ q: 'react', location: 'Lima', type: 'contract' })).toEqual({ q: 'react', location: 'Lima', type: 'contract' }));
  it('drops unknown types and empty values', () => expect(parseJobFilters({ q: '', type: 'temporal', location: 3 })).toEqual({}));
  it('fills defaults', () => expect(withDefaults({})).toEqual({ q: '', location: '', type: 'all' }));
});

describe('containsPattern', () => {
  it('wraps and lower-cases the term', () => expect(containsPattern(' React ')).toBe('%react%'));
  it('escapes wildcards', () => expect(containsPattern('50%_x')).toBe('%50\\%\\_x%'));
  it('is null for a blank term', () => expect(containsPattern('  ')).toBeNull());
});

describe('parseCandidateFilters', () => {
  it('keeps text filters and drops empty or non-text ones', () => {
    expect(parseCandidateFilters({ q: 'ana', skill: 'React' })).toEqual({ q: 'ana', skill: 'React' });
    expect(parseCandidateFilters({ q: '', skill: 5 })).toEqual({});
  });
});
