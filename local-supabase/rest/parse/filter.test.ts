// Table-driven tests of filter values and logic trees.
import { describe, expect, it } from 'vitest';
import { parseCondition, parseLogic } from './filter.js';

describe('parseCondition', () => {
  const cases: [string, unknown][] = [
    ['eq.1', { kind: 'simple', negated: false, op: 'eq', quant: undefined, value: '1' }],
    ['neq.a b', { kind: 'simple', negated: false, op: 'neq', quant: undefined, value: 'a b' }],
    ['not.gt.5', { kind: 'simple', negated: true, op: 'gt', quant: undefined, value: '5' }],
    ['gte.2.5', { kind: 'simple', negated: false, op: 'gte', quant: undefined, value: '2.5' }],
    ['lt.0', { kind: 'simple', negated: false, op: 'lt', quant: undefined, value: '0' }],
    ['lte.x', { kind: 'simple', negated: false, op: 'lte', quant: undefined, value: 'x' }],
    ['like.*ab*', { kind: 'simple', negated: false, op: 'like', quant: undefined, value: '*ab*' }],
    ['ilike(any).{a*,b*}', { kind: 'simple', negated: false, op: 'ilike', quant: 'any', value: '{a*,b*}' }],
    ['eq(all).{1,2}', { kind: 'simple', negated: false, op: 'eq', quant: 'all', value: '{1,2}' }],
    ['match.^a', { kind: 'simple', negated: false, op: 'match', quant: undefined, value: '^a' }],
    ['imatch.^A', { kind: 'simple', negated: false, op: 'imatch', quant: undefined, value: '^A' }],
    ['is.null', { kind: 'is', negated: false, value: 'null' }],
    ['not.is.null', { kind: 'is', negated: true, value: 'null' }],
    ['is.TRUE', { kind: 'is', negated: false, value: 'true' }],
    ['isdistinct.3', { kind: 'simple', negated: false, op: 'isdistinct', quant: undefined, value: '3' }],
    ['in.(1,2,3)', { kind: 'in', negated: false, values: ['1', '2', '3'] }],
    ['in.("a,b",c)', { kind: 'in', negated: false, values: ['a,b', 'c'] }],
    ['in.("say \\"hi\\"")', { kind: 'in', negated: false, values: ['say "hi"'] }],
    ['not.in.()', { kind: 'in', negated: true, values: [] }],
    ['cs.{a,b}', { kind: 'simple', negated: false, op: 'cs', quant: undefined, value: '{a,b}' }],
    ['cd.{"k":1}', { kind: 'simple', negated: false, op: 'cd', quant: undefined, value: '{"k":1}' }],
    ['ov.[1,5)', { kind: 'simple', negated: false, op: 'ov', quant: undefined, value: '[1,5)' }],
    ['sl.(1,2)', { kind: 'simple', negated: false, op: 'sl', quant: undefined, value: '(1,2)' }],
    ['sr.[1,2]', { kind: 'simple', negated: false, op: 'sr', quant: undefined, value: '[1,2]' }],
    ['nxl.[1,2]', { kind: 'simple', negated: false, op: 'nxl', quant: undefined, value: '[1,2]' }],
    ['nxr.[1,2]', { kind: 'simple', negated: false, op: 'nxr', quant: undefined, value: '[1,2]' }],
    ['adj.[1,2]', { kind: 'simple', negated: false, op: 'adj', quant: undefined, value: '[1,2]' }],
    ['fts.cat', { kind: 'fts', negated: false, op: 'fts', config: undefined, value: 'cat' }],
    ["plfts(english).fat cat", { kind: 'fts', negated: false, op: 'plfts', config: 'english', value: 'fat cat' }],
    ['phfts.fat cat', { kind: 'fts', negated: false, op: 'phfts', config: undefined, value: 'fat cat' }],
    ["wfts(simple).'fat' & 'cat'", { kind: 'fts', negated: false, op: 'wfts', config: 'simple', value: "'fat' & 'cat'" }],
  ];
  it.each(cases)('parses %s', (input, expected) => {
    expect(parseCondition(input)).toEqual(expected);
  });

  const bad = ['eq', 'foo.1', 'is.maybe', 'in.1,2', 'in.(1,2', 'neq(any).1', 'isdistinct(all).1', 'eq(some).1', 'not.'];
  it.each(bad)('rejects %s with PGRST100', (input) => {
    expect(() => parseCondition(input)).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
  });
});

describe('parseLogic', () => {
  it('parses nested trees with negation, quoting and embedded in-lists', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(b.gt.2,c.not.lt.3),not.and(d.in.(1,2),e.eq."x,y"),data->>k.eq.v)');
    expect(tree).toEqual({
      kind: 'logic', op: 'or', negated: false,
      children: [
        { kind: 'cond', field: { name: 'a', path: [] }, cond: { kind: 'simple', negated: false, op: 'eq', quant: undefined, value: '1' } },
        { kind: 'logic', op: 'and', negated: false, children: [
          { kind: 'cond', field: { name: 'b', path: [] }, cond: { kind: 'simple', negated: false, op: 'gt', quant: undefined, value: '2' } },
          { kind: 'cond', field: { name: 'c', path: [] }, cond: { kind: 'simple', negated: true, op: 'lt', quant: undefined, value: '3' } },
        ] },
        { kind: 'logic', op: 'and', negated: true, children: [
          { kind: 'cond', field: { name: 'd', path: [] }, cond: { kind: 'in', negated: false, values: ['1', '2'] } },
          { kind: 'cond', field: { name: 'e', path: [] }, cond: { kind: 'simple', negated: false, op: 'eq', quant: undefined, value: 'x,y' } },
        ] },
        { kind: 'cond', field: { name: 'data', path: [{ op: '->>', key: 'k' }] }, cond: { kind: 'simple', negated: false, op: 'eq', quant: undefined, value: 'v' } },
      ],
    });
  });

  const bad = ['a.eq.1', '(a.eq.1', '(a.eq.1))', '(a)', '(and(a.eq.1)', '(a.zz.1)'];
  it.each(bad)('rejects %s', (input) => {
    expect(() => parseLogic('or', false, input)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});
