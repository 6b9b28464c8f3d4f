// REST RPC through supabase-js: named args by POST and GET, defaults, single json arg, set-returning with modifiers, scalar, composite, void, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { restFetch, startRestStack, userClient } from './support/rest.js';

let stack: TestStack;
let db: ReturnType<TestStack['client']>;

beforeAll(async () => {
  ({ stack, db } = await startRestStack());
});
afterAll(() => stack?.stop());

const raw = (path: string, init?: RequestInit) => restFetch(stack, path, init);

describe('calling functions', () => {
  it('scalar result by POST with named args → bare JSON', async () => {
    const { data, error, status } = await db.rpc('add', { a: 2, b: 3 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(5);
  });

  it('by GET (args in the query string) with a defaulted arg', async () => {
    expect((await db.rpc('add', { a: 2 }, { get: true })).data).toBe(12);
    const res = await raw('/rpc/add?a=1&b=1');
    expect(await res.text()).toBe('2');
  });

  it('array arguments from JSON arrays (POST) and array literals (GET)', async () => {
    expect((await db.rpc('sum_all', { nums: [1, 2, 3] })).data).toBe('sum=6');
    expect((await db.rpc('sum_all', { nums: [4, 5], label: 'total' }, { get: true })).data).toBe('total=9');
  });

  it('set-returning function with select, filters, order and limit', async () => {
    const { data } = await db.rpc('posts_by_author', { aid: 1 }).select('id,title').gt('id', 0).order('id', { ascending: false }).limit(1);
    expect(data).toEqual([{ id: 2, title: 'Dogs rule' }]);
    const get = await raw('/rpc/posts_by_author?aid=1&select=id&id=eq.1');
    expect(await get.json()).toEqual([{ id: 1 }]);
  });

  it('RETURNS TABLE and SETOF scalar', async () => {
    expect((await db.rpc('author_stats')).data).toEqual([
      { author: 'Ana', posts: 2 },
      { author: 'Bruno', posts: 1 },
      { author: 'Carla', posts: 1 },
    ]);
    expect((await db.rpc('series', { n: 3 })).data).toEqual([1, 2, 3]);
  });

  it('set-returning function with embeds and count', async () => {
    const { data, count } = await db.rpc('posts_by_author', { aid: 1 }, { count: 'exact' }).select('id,comments(content)').eq('id', 2);
    expect(count).toBe(1);
    expect(data).toEqual([{ id: 2, comments: [{ content: 'Woof' }] }]);
  });

  it('a non-SETOF composite gives one object', async () => {
    expect((await db.rpc('first_post').select('id,title')).data).toEqual({ id: 1, title: 'Fat cats' });
  });

  it('a single unnamed json parameter receives the whole body', async () => {
    const body = { nested: { list: [1, 'two', null] }, flag: true };
    expect((await db.rpc('echo_json', body)).data).toEqual(body);
  });

  it('void function → 204 and no body; its effects commit', async () => {
    const { data, status, error } = await db.rpc('touch_counter', { counter: 'visits' });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect((await stack.db.query('select value from public.counters where name = $1', ['visits'])).rows).toEqual([{ value: 2 }]);
  });

  it('HEAD with count for a set-returning function', async () => {
    const { count, data } = await db.rpc('series', { n: 5 }, { head: true, count: 'exact' });
    expect(data).toBeNull();
    expect(count).toBe(5);
  });

  it('runs with the caller role and request GUCs', async () => {
    expect((await db.rpc('whoami')).data).toBe('nobody:anon');
    const user = await userClient(stack, '11111111-1111-1111-1111-111111111111', { 'x-test-header': 'hello' });
    expect((await user.rpc('whoami')).data).toBe('11111111-1111-1111-1111-111111111111:authenticated');
    expect((await user.rpc('request_info')).data).toEqual({
      method: 'POST',
      path: '/rpc/request_info',
      ua: 'hello',
      role: 'authenticated',
      search_path: '"public", "extensions"',
    });
    expect((await stack.admin().rpc('whoami')).data).toBe('nobody:service_role');
  });
});

describe('role settings', () => {
  it("applies the impersonated role's statement_timeout like PostgREST (anon 3s, authenticated 8s)", async () => {
    expect((await db.rpc('show_timeout')).data).toBe('3s');
    const user = await userClient(stack, '11111111-1111-1111-1111-111111111111');
    expect((await user.rpc('show_timeout')).data).toBe('8s');
  });
});

describe('rpc errors', () => {
  it('unknown function → 404 PGRST202 with a close-match hint', async () => {
    const { error, status } = await db.rpc('ad', { a: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.ad(a) in the schema cache', hint: 'Perhaps you meant to call the function public.add' });
  });

  it('unknown argument name → 404 PGRST202', async () => {
    const { error } = await db.rpc('add', { a: 1, zzz: 2 });
    expect(error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.add(a, zzz) in the schema cache' });
  });

  it('a volatile function by GET runs read-only → 405 25006, nothing changes', async () => {
    const { error, status } = await db.rpc('touch_counter', { counter: 'visits' }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    expect((await stack.db.query('select value from public.counters where name = $1', ['visits'])).rows).toEqual([{ value: 2 }]);
  });

  it('raise sqlstate PTxyz → HTTP xyz with message, detail and hint', async () => {
    const { error, status } = await db.rpc('pay_me');
    expect(status).toBe(402);
    expect(error).toEqual({ code: 'PT402', message: 'Payment required', details: 'Quota exceeded', hint: 'Upgrade your plan' });
  });

  it("raise sqlstate 'PGRST' with JSON controls the whole response", async () => {
    const res = await raw('/rpc/teapot', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-teapot')).toBe('yes');
    expect(await res.json()).toEqual({ code: 'T418', message: 'I am a teapot', details: 'short and stout', hint: null });
  });

  it('a plain RAISE EXCEPTION → 400 P0001', async () => {
    const { error, status } = await db.rpc('fail_plain');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'plain failure' });
  });

  it('PUT/PATCH on /rpc → 405 PGRST101', async () => {
    const res = await raw('/rpc/add', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'PGRST101' });
  });
});
