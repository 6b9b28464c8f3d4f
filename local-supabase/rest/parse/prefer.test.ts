// Table-driven tests of Prefer, Accept, Range and order parsing.
import { describe, expect, it } from 'vitest';
import { parseOrder } from './order.js';
import { parseAccept, parsePrefer, parseRange } from './prefer.js';

describe('parsePrefer', () => {
  const cases: [string | undefined, unknown][] = [
    [undefined, { invalid: [] }],
    ['return=representation', { return: 'representation', invalid: [] }],
    ['count=exact, missing=default, return=minimal', { count: 'exact', missing: 'default', return: 'minimal', invalid: [] }],
    ['return=headers-only,count=planned', { return: 'headers-only', count: 'planned', invalid: [] }],
    ['count=estimated', { count: 'estimated', invalid: [] }],
    ['resolution=merge-duplicates', { resolution: 'merge-duplicates', invalid: [] }],
    ['resolution=ignore-duplicates', { resolution: 'ignore-duplicates', invalid: [] }],
    ['handling=strict, max-affected=5', { handling: 'strict', maxAffected: 5, invalid: [] }],
    ['tx=rollback, timezone=America/Bogota', { tx: 'rollback', timezone: 'America/Bogota', invalid: [] }],
    ['return=everything, foo', { invalid: ['return=everything', 'foo'] }],
  ];
  it.each(cases)('parses %s', (input, expected) => {
    expect(parsePrefer(input)).toEqual(expected);
  });
});

describe('parseAccept', () => {
  const cases: [string | undefined, unknown][] = [
    [undefined, { type: 'json', stripNulls: false }],
    ['*/*', { type: 'json', stripNulls: false }],
    ['application/json', { type: 'json', stripNulls: false }],
    ['application/vnd.pgrst.object+json', { type: 'object', stripNulls: false }],
    ['application/vnd.pgrst.object+json;nulls=stripped', { type: 'object', stripNulls: true }],
    ['application/vnd.pgrst.array+json;nulls=stripped', { type: 'json', stripNulls: true }],
    ['text/csv', { type: 'csv', stripNulls: false }],
    ['image/png, application/json', { type: 'json', stripNulls: false }],
  ];
  it.each(cases)('negotiates %s', (input, expected) => {
    expect(parseAccept(input)).toEqual(expected);
  });
  it('rejects unavailable media types with 406 PGRST107', () => {
    expect(() => parseAccept('image/png')).toThrow(expect.objectContaining({ code: 'PGRST107', status: 406 }));
  });
});

describe('parseRange', () => {
  it.each([
    ['0-9', { offset: 0, limit: 10 }],
    ['5-', { offset: 5 }],
    ['items=2-3', { offset: 2, limit: 2 }],
  ] as const)('parses %s', (input, expected) => {
    expect(parseRange(input)).toEqual(expected);
  });
  it('rejects garbage with PGRST100 and inverted ranges with 416', () => {
    expect(() => parseRange('a-b')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseRange('9-2')).toThrow(expect.objectContaining({ status: 416 }));
  });
});

describe('parseOrder', () => {
  const cases: [string, unknown][] = [
    ['id', [{ field: { name: 'id', path: [] } }]],
    ['id.desc', [{ field: { name: 'id', path: [] }, dir: 'desc' }]],
    ['id.asc.nullsfirst,name.desc.nullslast', [
      { field: { name: 'id', path: [] }, dir: 'asc', nulls: 'first' },
      { field: { name: 'name', path: [] }, dir: 'desc', nulls: 'last' },
    ]],
    ['data->>k.desc', [{ field: { name: 'data', path: [{ op: '->>', key: 'k' }] }, dir: 'desc' }]],
    ['author(name).desc', [{ relation: 'author', field: { name: 'name', path: [] }, dir: 'desc' }]],
  ];
  it.each(cases)('parses %s', (input, expected) => {
    expect(parseOrder(input)).toEqual(expected);
  });
  it.each(['id.desc.asc', 'id.up', 'a(b', ''])('rejects %s', (input) => {
    if (input === '') expect(parseOrder(input)).toEqual([]);
    else expect(() => parseOrder(input)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});

describe('plan media types', () => {
  it('reads format, for and options as supabase-js sends them', () => {
    expect(parseAccept('application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose;')).toEqual({
      type: 'object',
      stripNulls: false,
      plan: { format: 'json', options: ['analyze', 'verbose'], mime: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose' },
    });
    expect(parseAccept('application/vnd.pgrst.plan')).toMatchObject({ type: 'json', plan: { format: 'text', options: [] } });
  });

  it('an unknown option or target is not acceptable (406 PGRST107)', () => {
    expect(() => parseAccept('application/vnd.pgrst.plan+json; options=everything')).toThrow(expect.objectContaining({ code: 'PGRST107' }));
    expect(() => parseAccept('application/vnd.pgrst.plan+json; for="text/html"')).toThrow(expect.objectContaining({ code: 'PGRST107' }));
  });
});
