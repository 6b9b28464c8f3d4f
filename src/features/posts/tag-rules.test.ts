// Create-post rules: tag trimming, blank, duplicates, limit of 5, and the required fields in order.
import { describe, expect, it } from 'vitest';
import { addTag, firstProblem } from './tag-rules';

describe('addTag', () => {
  it('trims and appends', () => {
    expect(addTag(['a'], '  react ')).toEqual({ ok: true, tags: ['a', 'react'] });
  });
  it('ignores blank input', () => {
    expect(addTag([], '   ')).toEqual({ ok: false, reason: 'blank' });
  });
  it('refuses duplicates ignoring case', () => {
    expect(addTag(['React'], 'react')).toEqual({ ok: false, reason: 'duplicate' });
  });
  it('refuses a sixth tag', () => {
    expect(addTag(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ ok: false, reason: 'limit' });
  });
});

describe('firstProblem', () => {
  it('checks title, then content, then community', () => {
    expect(firstProblem({ title: ' ', content: '', communityId: null })).toBe('title');
    expect(firstProblem({ title: 'T', content: ' ', communityId: null })).toBe('content');
    expect(firstProblem({ title: 'T', content: 'C', communityId: null })).toBe('community');
    expect(firstProblem({ title: 'T', content: 'C', communityId: 1 })).toBeNull();
  });
});
