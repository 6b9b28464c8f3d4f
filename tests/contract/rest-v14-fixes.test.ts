// PostgREST v14 parity, fixes: an upsert whose body is only the conflict column returns the row; a malformed JSON path is PGRST100.
import { describe, expect, it } from 'vitest';
import { call, v14StackForFile } from './support/rest-v14.js';

const stack = v14StackForFile();

describe('upsert with only the conflict column', () => {
  it('merge-duplicates returns the existing row (200) instead of nothing', async () => {
    const { data, error, status, statusText } = await stack.client().from('tags').upsert({ id: 1 }, { onConflict: 'id' }).select();
    expect(error).toBeNull();
    expect({ status, statusText, data }).toEqual({ status: 200, statusText: 'OK', data: [{ id: 1, label: 'uno' }] });
  });

  it('a new key is inserted (201) and returned', async () => {
    const r = await call(stack, 'POST', '/tags?on_conflict=id', {
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
      body: JSON.stringify([{ id: 1 }, { id: 9 }]),
    });
    expect({ status: r.status, statusText: r.statusText, contentRange: r.contentRange, body: r.body }).toEqual({
      status: 201,
      statusText: 'Created',
      contentRange: '*/*',
      body: [{ id: 1, label: 'uno' }, { id: 9, label: null }],
    });
  });

  it('ignore-duplicates still returns only the inserted rows', async () => {
    const { data } = await stack.client().from('tags').upsert([{ id: 2 }, { id: 10 }], { ignoreDuplicates: true }).select();
    expect(data).toEqual([{ id: 10, label: null }]);
  });
});

describe('malformed JSON paths', () => {
  it.each([
    ['select', '/films?select=meta->>>x', 'select parameter', 'meta->>>x', 8, '">"'],
    ['filter', '/films?meta->>>x=eq.drama', 'filter', 'meta->>>x', 8, '">"'],
    ['order', '/films?order=meta->>.desc', 'order', 'meta->>', 8, 'end of input'],
    ['select, empty key', '/films?select=meta->', 'select parameter', 'meta->', 7, 'end of input'],
  ])('%s → 400 PGRST100, never 200', async (_what, path, ctx, text, column, seen) => {
    const r = await call(stack, 'GET', path);
    expect({ status: r.status, statusText: r.statusText, body: r.body }).toEqual({
      status: 400,
      statusText: 'Bad Request',
      body: {
        code: 'PGRST100',
        details: `unexpected ${seen} expecting any non reserved character different from: .,>()`,
        hint: null,
        message: `"failed to parse ${ctx} (${text})" (line 1, column ${column})`,
      },
    });
  });

  it('well-formed paths keep working, including quoted keys and array indexes', async () => {
    const r = await call(stack, 'GET', '/films?select=id,genre:meta->>genre,"meta"->>"genre"&meta->>genre=eq.thriller');
    expect(r.body).toEqual([{ id: 3, genre: 'thriller' }]);
    const idx = await call(stack, 'GET', '/films?select=id,meta->0&id=eq.1');
    expect(idx.body).toEqual([{ id: 1, meta: null }]);
  });
});

describe('request bodies worded as PostgREST v14', () => {
  it.each([
    ['invalid JSON', '{"id": ', 'Empty or invalid json'],
    ['a JSON string', '"text"', 'All object keys must match'],
    ['objects with different keys (no columns=)', '[{"id": 20}, {"id": 21, "label": "x"}]', 'All object keys must match'],
  ])('%s → 400 PGRST102', async (_what, body, message) => {
    const r = await call(stack, 'POST', '/tags', { body });
    expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { code: 'PGRST102', details: null, hint: null, message } });
  });

  it('with columns= the objects may differ (supabase-js bulk inserts)', async () => {
    const { error, status } = await stack.client().from('tags').insert([{ id: 22 }, { id: 23, label: 'x' }]);
    expect({ error, status }).toEqual({ error: null, status: 201 });
  });
});
