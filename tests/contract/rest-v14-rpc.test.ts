// PostgREST v14 parity, RPC: unnamed single parameters (json, jsonb, text, xml, bytea), counts and Content-Range on set-returning
// functions, handling=strict with max-affected (PGRST124 rolled back, PGRST128), overloads (PGRST203, 300) and PGRST202 wording.
import { describe, expect, it } from 'vitest';
import { answer, call, v14StackForFile, whole } from './support/rest-v14.js';

const stack = v14StackForFile();

describe('functions with a single unnamed parameter', () => {
  it('text/plain body → text parameter', async () => {
    const r = await call(stack, 'POST', '/rpc/echo_text', { headers: { 'Content-Type': 'text/plain' }, body: 'hola mundo' });
    expect(whole(r)).toEqual({ status: 200, statusText: 'OK', contentRange: null, body: 'got hola mundo' });
  });

  it('text/xml body → xml parameter', async () => {
    const r = await call(stack, 'POST', '/rpc/echo_xml', { headers: { 'Content-Type': 'text/xml' }, body: '<a>1</a>' });
    expect(whole(r)).toEqual({ status: 200, statusText: 'OK', contentRange: null, body: 'xml <a>1</a>' });
  });

  it('application/octet-stream body → bytea parameter (every byte kept)', async () => {
    const r = await call(stack, 'POST', '/rpc/bytes_len', { headers: { 'Content-Type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 255, 10]) });
    expect(whole(r)).toEqual({ status: 200, statusText: 'OK', contentRange: null, body: 5 });
  });

  it('JSON body → jsonb parameter through supabase-js', async () => {
    const { data, error } = await stack.client().rpc('echo_jsonb', { any: ['thing'] });
    expect(error).toBeNull();
    expect(data).toEqual({ any: ['thing'], seen: true });
  });

  it('a raw body for a function without such a parameter → 404 PGRST202 worded for raw bodies', async () => {
    const r = await call(stack, 'POST', '/rpc/echo_jsonb', { headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(whole(r)).toEqual(answer(404, {
      code: 'PGRST202',
      details: 'Searched for the function public.echo_jsonb with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.echo_jsonb in the schema cache',
    }));
  });
});

describe('set-returning functions: counts and ranges', () => {
  it('count=exact with a partial range → 206 and first-last/total', async () => {
    const { data, count, status, statusText } = await stack.client().rpc('numbers', { n: 10 }, { count: 'exact' }).range(2, 4);
    expect({ data, count, status, statusText }).toEqual({ data: [3, 4, 5], count: 10, status: 206, statusText: 'Partial Content' });
  });

  it('count=exact on a whole set → 200 and 0-n/n; filters count too', async () => {
    const r = await call(stack, 'GET', '/rpc/films_since?y=2000&select=id&order=id', { headers: { Prefer: 'count=exact' } });
    expect(whole(r)).toEqual({ status: 200, statusText: 'OK', contentRange: '0-1/2', body: [{ id: 3 }, { id: 4 }] });
    const f = await call(stack, 'GET', '/rpc/films_since?y=1900&select=id&director_id=eq.1', { headers: { Prefer: 'count=exact' } });
    expect(whole(f)).toEqual({ status: 200, statusText: 'OK', contentRange: '0-1/2', body: [{ id: 1 }, { id: 2 }] });
  });

  it('HEAD with count', async () => {
    const { count, data, status } = await stack.client().rpc('numbers', { n: 7 }, { head: true, count: 'exact' });
    expect({ count, data, status }).toEqual({ count: 7, data: null, status: 200 });
  });
});

describe('Prefer: handling=strict, max-affected on RPC', () => {
  it('more rows than allowed → 400 PGRST124 and the function’s writes are rolled back', async () => {
    const r = await call(stack, 'POST', '/rpc/sell_tickets', {
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ film: 2 }),
    });
    expect(whole(r)).toEqual(answer(400, { code: 'PGRST124', details: 'The query affects 2 rows', hint: null, message: 'Query result exceeds max-affected preference constraint' }));
    expect((await stack.db.query('select count(*)::int as n from public.tickets where sold')).rows).toEqual([{ n: 0 }]);
  });

  it('within the limit → 200, applied, committed', async () => {
    const r = await call(stack, 'POST', '/rpc/sell_tickets?select=id', {
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ film: 3 }),
    });
    expect(whole(r)).toEqual({ status: 200, statusText: 'OK', contentRange: '0-1/*', body: [{ id: 2 }, { id: 6 }] });
    expect(r.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
    expect((await stack.db.query('select count(*)::int as n from public.tickets where sold')).rows).toEqual([{ n: 2 }]);
  });

  it('a function that does not return a set → 400 PGRST128, nothing runs', async () => {
    const r = await call(stack, 'POST', '/rpc/sell_one', { headers: { Prefer: 'handling=strict, max-affected=1' }, body: JSON.stringify({ ticket: 1 }) });
    expect(whole(r)).toEqual(answer(400, { code: 'PGRST128', details: null, hint: null, message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict' }));
    expect((await stack.db.query('select sold from public.tickets where id = 1')).rows).toEqual([{ sold: false }]);
  });

  it('without handling=strict max-affected is ignored', async () => {
    const r = await call(stack, 'POST', '/rpc/sell_tickets?select=id', { headers: { Prefer: 'max-affected=0' }, body: JSON.stringify({ film: 4 }) });
    expect(r.status).toBe(200);
    expect(r.headers.get('preference-applied')).toBeNull();
  });
});

describe('overloads', () => {
  it('arity picks the overload; defaults count', async () => {
    const db = stack.client();
    expect((await db.rpc('over', { a: 1, b: 2 })).data).toBe('pair 3');
    expect((await db.rpc('no_args')).data).toBe(42);
    expect((await db.rpc('shape', { x: 1, y: 2 })).data).toBe('xy');
  });

  it('same parameter names, different types → 300 PGRST203 listing the candidates', async () => {
    const r = await call(stack, 'POST', '/rpc/over', { body: '{"a": 1}' });
    expect(whole(r)).toEqual(answer(300, {
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message: 'Could not choose the best candidate function between: public.over(a => integer), public.over(a => text)',
    }));
  });

  it('a default that makes two overloads match → PGRST203 too (never Postgres 42725)', async () => {
    const { error, status } = await stack.client().rpc('shape', { x: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message: 'Could not choose the best candidate function between: public.shape(x => integer), public.shape(x => integer, y => integer)',
    });
  });
});

describe('PGRST202 wording', () => {
  it('one unknown parameter: singular "parameter" and the closest parameter list as hint', async () => {
    const r = await call(stack, 'POST', '/rpc/only_named', { body: '{"alpha": 1}' });
    expect(whole(r)).toEqual(answer(404, {
      code: 'PGRST202',
      details: 'Searched for the function public.only_named with parameter alpha or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.only_named(alpha, beta)',
      message: 'Could not find the function public.only_named(alpha) in the schema cache',
    }));
  });

  it('several parameters by GET: plural, sorted, no json fallback mentioned', async () => {
    const r = await call(stack, 'GET', '/rpc/only_named?betta=1&alpha=2');
    expect(whole(r)).toEqual(answer(404, {
      code: 'PGRST202',
      details: 'Searched for the function public.only_named with parameters alpha, betta, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.only_named(alpha, beta)',
      message: 'Could not find the function public.only_named(alpha, betta) in the schema cache',
    }));
  });

  it('an unknown name without parameters: the closest function name as hint', async () => {
    const r = await call(stack, 'POST', '/rpc/numbrs', { body: '{}' });
    expect(whole(r)).toEqual(answer(404, {
      code: 'PGRST202',
      details: 'Searched for the function public.numbrs without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.numbers',
      message: 'Could not find the function public.numbrs without parameters in the schema cache',
    }));
  });

  it('nothing close: no hint', async () => {
    const { error } = await stack.client().rpc('zzzzqqqq');
    expect(error?.hint).toBeNull();
  });

  it('PATCH on /rpc → 405 PGRST101 worded like PostgREST', async () => {
    const r = await call(stack, 'PATCH', '/rpc/no_args', { body: '{}' });
    expect(whole(r)).toEqual(answer(405, { code: 'PGRST101', details: null, hint: null, message: 'Cannot use the PATCH method on RPC' }));
  });
});
