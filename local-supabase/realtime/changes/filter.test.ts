// postgres_changes filter grammar and matching.
import { describe, expect, it } from 'vitest';
import { FilterError, matchesFilter, parseFilter } from './filter.js';

describe('parseFilter', () => {
  it('parses single, AND-ed, negated, in and quoted conditions', () => {
    expect(parseFilter('id=eq.1')).toEqual([{ column: 'id', op: 'eq', negate: false, values: ['1'] }]);
    expect(parseFilter('a=gt.1,b=not.eq.x')).toEqual([
      { column: 'a', op: 'gt', negate: false, values: ['1'] },
      { column: 'b', op: 'eq', negate: true, values: ['x'] },
    ]);
    expect(parseFilter('name=in.(a,"b,c","d\\"e")')).toEqual([{ column: 'name', op: 'in', negate: false, values: ['a', 'b,c', 'd"e'] }]);
    expect(parseFilter('label=eq."x, y"')).toEqual([{ column: 'label', op: 'eq', negate: false, values: ['x, y'] }]);
    expect(parseFilter(undefined)).toEqual([]);
  });

  it('rejects unknown operators and malformed conditions', () => {
    expect(() => parseFilter('id=like.1')).toThrow(FilterError);
    expect(() => parseFilter('id')).toThrow(FilterError);
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterError);
  });
});

describe('matchesFilter', () => {
  const row = { id: 5, label: 'b', done: true, note: null };
  const m = (f: string) => matchesFilter(parseFilter(f), row);
  it('compares numbers numerically and text as text', () => {
    expect([m('id=eq.5'), m('id=neq.5'), m('id=lt.10'), m('id=lte.5'), m('id=gt.5'), m('id=gte.5')]).toEqual([true, false, true, true, false, true]);
    expect([m('label=lt.c'), m('label=gt.c'), m('label=in.(a,b)'), m('id=in.(1,2)')]).toEqual([true, false, true, false]);
  });
  it('handles booleans, nulls, negation and AND', () => {
    expect([m('done=eq.true'), m('done=eq.t'), m('note=eq.x'), m('note=neq.x'), m('id=not.eq.5'), m('id=eq.5,label=eq.c')]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(matchesFilter(parseFilter('id=eq.1'), null)).toBe(false);
    expect(matchesFilter([], null)).toBe(true);
  });
});
