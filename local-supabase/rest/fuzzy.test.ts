// Close-name suggestions for PGRST202/PGRST205/PGRST200 hints.
import { describe, expect, it } from 'vitest';
import { fuzzyBest } from './fuzzy.js';

describe('fuzzyBest', () => {
  it.each([
    ['ad', ['add', 'sum_all', 'whoami'], 'add'],
    ['numbrs', ['numbers', 'no_args', 'over'], 'numbers'],
    ['director', ['directors', 'premieres', 'measurements'], 'directors'],
    ['(attrs, id)', ['(attr, id)', '(name, param, val)'], '(attr, id)'],
    ['zzzzqqqq', ['add', 'numbers'], null],
  ] as const)('%s among %j → %s', (query, candidates, expected) => {
    expect(fuzzyBest(query, candidates)).toBe(expected);
  });

  it('has nothing to suggest from no candidates', () => {
    expect(fuzzyBest('x', [])).toBeNull();
  });
});
