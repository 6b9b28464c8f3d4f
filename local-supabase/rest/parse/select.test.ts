// Table-driven tests of the select grammar.
import { describe, expect, it } from 'vitest';
import { parseSelect } from './select.js';

describe('parseSelect', () => {
  const cases: [string, unknown][] = [
    ['*', [{ kind: 'star' }]],
    ['id,name', [
      { kind: 'column', field: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      { kind: 'column', field: { name: 'name', path: [] }, alias: undefined, cast: undefined },
    ]],
    ['n:name', [{ kind: 'column', field: { name: 'name', path: [] }, alias: 'n', cast: undefined }]],
    ['id::text', [{ kind: 'column', field: { name: 'id', path: [] }, alias: undefined, cast: 'text' }]],
    ['total:id::integer', [{ kind: 'column', field: { name: 'id', path: [] }, alias: 'total', cast: 'int4' }]],
    ['data->a->>b', [{ kind: 'column', field: { name: 'data', path: [{ op: '->', key: 'a' }, { op: '->>', key: 'b' }] }, alias: undefined, cast: undefined }]],
    ['x:data->0', [{ kind: 'column', field: { name: 'data', path: [{ op: '->', key: '0' }] }, alias: 'x', cast: undefined }]],
    ['"my col"', [{ kind: 'column', field: { name: 'my col', path: [] }, alias: undefined, cast: undefined }]],
    ['users(*)', [{ kind: 'embed', relation: 'users', alias: undefined, hint: undefined, join: undefined, spread: false, select: [{ kind: 'star' }] }]],
    ['author:users!author_id!inner(name)', [{
      kind: 'embed', relation: 'users', alias: 'author', hint: 'author_id', join: 'inner', spread: false,
      select: [{ kind: 'column', field: { name: 'name', path: [] }, alias: undefined, cast: undefined }],
    }]],
    ['users!left()', [{ kind: 'embed', relation: 'users', alias: undefined, hint: undefined, join: 'left', spread: false, select: [] }]],
    ['...profile(bio)', [{
      kind: 'embed', relation: 'profile', alias: undefined, hint: undefined, join: undefined, spread: true,
      select: [{ kind: 'column', field: { name: 'bio', path: [] }, alias: undefined, cast: undefined }],
    }]],
    ['a(b(c))', [{
      kind: 'embed', relation: 'a', alias: undefined, hint: undefined, join: undefined, spread: false,
      select: [{ kind: 'embed', relation: 'b', alias: undefined, hint: undefined, join: undefined, spread: false,
        select: [{ kind: 'column', field: { name: 'c', path: [] }, alias: undefined, cast: undefined }] }],
    }]],
  ];
  it.each(cases)('parses %s', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected);
  });

  const bad: [string, string][] = [
    ['id,', 'PGRST100'],
    ['users(name', 'PGRST100'],
    ['users)name(', 'PGRST100'],
    ['id::bad-type!', 'PGRST100'],
    ['id->', 'PGRST100'],
    ['...name', 'PGRST100'],
  ];
  it('parses aggregates (whether they are allowed is the planner’s call)', () => {
    expect(parseSelect('count()')).toEqual([{ kind: 'column', field: { name: '*', path: [] }, alias: undefined, agg: { fn: 'count', cast: undefined } }]);
    expect(parseSelect('t:amount::int.sum()::text')).toEqual([
      { kind: 'column', field: { name: 'amount', path: [] }, alias: 't', cast: 'int4', agg: { fn: 'sum', cast: 'text' } },
    ]);
  });

  it.each(bad)('rejects %s with %s', (input, code) => {
    expect(() => parseSelect(input)).toThrow(expect.objectContaining({ code }));
  });
});
