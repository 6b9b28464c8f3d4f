// REST writes through supabase-js: insert, bulk insert with columns, upsert, update, delete, every Prefer value, RLS with user tokens.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { restFetch, startRestStack, userClient as signedClient } from './support/rest.js';

const USER_ONE = '11111111-1111-1111-1111-111111111111';
const USER_TWO = '22222222-2222-2222-2222-222222222222';
let stack: TestStack;
let db: ReturnType<TestStack['client']>;

beforeAll(async () => {
  ({ stack, db } = await startRestStack());
});
afterAll(() => stack?.stop());
beforeEach(async () => {
  await stack.db.exec(`delete from public.counters; insert into public.counters (name, value) values ('visits', 1);`);
});

const userClient = (sub: string) => signedClient(stack, sub);
const raw = (path: string, init?: RequestInit) => restFetch(stack, path, init, true);
const counters = async () => (await stack.db.query<{ name: string; value: number; note: string | null }>('select name, value, note from public.counters order by name')).rows;

describe('insert', () => {
  it('return=minimal (default): 201, empty body, data null', async () => {
    const { data, error, status } = await db.from('counters').insert({ name: 'a', value: 2 });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await counters()).toContainEqual({ name: 'a', value: 2, note: 'fresh' });
  });

  it('return=representation: rows shaped by select, with embeds', async () => {
    const { data, status } = await db.from('comments').insert({ post_id: 2, author_id: 1, content: 'New' }).select('content,posts(title),authors(name)').single();
    expect(status).toBe(201);
    expect(data).toEqual({ content: 'New', posts: { title: 'Dogs rule' }, authors: { name: 'Ana' } });
  });

  it('return=headers-only: Location from the primary key', async () => {
    const res = await raw('/counters', { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: JSON.stringify({ name: 'loc' }) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/counters?name=eq.loc');
    expect(res.headers.get('preference-applied')).toBe('return=headers-only');
    expect(await res.text()).toBe('');
  });

  it('bulk insert sends columns=; missing keys are NULL, or DEFAULT with missing=default', async () => {
    const nulls = await db.from('counters').insert([{ name: 'b1', note: 'x' }, { name: 'b2', value: 3 }]).select('name,value,note').order('name');
    expect(nulls.error?.code).toBe('23502'); // value is NOT NULL: a missing key became NULL
    const defaults = await db.from('counters').insert([{ name: 'b1', note: 'x' }, { name: 'b2', value: 3 }], { defaultToNull: false }).select('name,value,note');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { name: 'b1', value: 0, note: 'x' },
      { name: 'b2', value: 3, note: 'fresh' },
    ]);
  });

  it('identity columns take their default with missing=default', async () => {
    const { data } = await db.from('comments').insert([{ post_id: 4, content: 'one' }, { post_id: 4, content: 'two', author_id: 2 }], { defaultToNull: false }).select('id,author_id');
    expect(data).toHaveLength(2);
    expect((data as { id: number }[])[0].id).toBeGreaterThan(4);
  });

  it('count=exact on insert fills Content-Range', async () => {
    const { count, status } = await db.from('counters').insert([{ name: 'c1', value: 1 }, { name: 'c2', value: 1 }], { count: 'exact' });
    expect(status).toBe(201);
    expect(count).toBe(2);
  });

  it('unique violation → 409 23505 with the Postgres details', async () => {
    const { error, status } = await db.from('counters').insert({ name: 'visits' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: 'Key (name)=(visits) already exists.' });
  });

  it('unknown column → 400 PGRST204', async () => {
    const { error, status } = await db.from('counters').insert({ name: 'z', nope: 1 });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nope' column of 'counters' in the schema cache" });
  });

  it('insert into a table with an insert-only policy works with return=minimal', async () => {
    const { error, status } = await db.from('drop_box').insert({ body: 'anonymous tip' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const denied = await db.from('drop_box').insert({ body: 'again' }).select();
    expect(denied.error?.code).toBe('42501');
  });
});

describe('upsert', () => {
  it('resolution=merge-duplicates updates existing rows', async () => {
    const { data, error } = await db.from('counters').upsert([{ name: 'visits', value: 10 }, { name: 'new', value: 1 }]).select('name,value').order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'new', value: 1 },
      { name: 'visits', value: 10 },
    ]);
  });

  it('an upsert that only updates answers 200, one that inserts answers 201', async () => {
    expect((await db.from('counters').upsert({ name: 'visits', value: 3 })).status).toBe(200);
    expect((await db.from('counters').upsert({ name: 'fresh-one', value: 3 })).status).toBe(201);
    expect((await db.from('counters').upsert([{ name: 'visits', value: 4 }, { name: 'fresh-two', value: 1 }]).select('name')).status).toBe(201);
  });

  it('resolution=ignore-duplicates keeps existing rows', async () => {
    await db.from('counters').upsert({ name: 'visits', value: 99 }, { ignoreDuplicates: true });
    expect((await counters()).find((c) => c.name === 'visits')!.value).toBe(1);
  });

  it('on_conflict names the conflict target', async () => {
    await stack.db.exec(`insert into public.labels (id, name) values (50, 'fifty') on conflict do nothing`);
    const { data, error } = await db.from('labels').upsert({ id: 51, name: 'fifty' }, { onConflict: 'name' }).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 51, name: 'fifty' }]);
  });
});

describe('update and delete', () => {
  it('update: 204 minimal, 200 with representation, count', async () => {
    const min = await db.from('counters').update({ value: 5 }).eq('name', 'visits');
    expect(min.status).toBe(204);
    const rep = await db.from('counters').update({ note: 'seen' }, { count: 'exact' }).eq('name', 'visits').select('name,value,note');
    expect(rep.status).toBe(200);
    expect(rep.count).toBe(1);
    expect(rep.data).toEqual([{ name: 'visits', value: 5, note: 'seen' }]);
  });

  it('delete: 204 minimal, 200 with representation', async () => {
    await db.from('counters').insert([{ name: 'd1', value: 1 }, { name: 'd2', value: 1 }]);
    expect((await db.from('counters').delete().eq('name', 'd1')).status).toBe(204);
    const rep = await db.from('counters').delete({ count: 'exact' }).eq('name', 'd2').select('name');
    expect(rep.data).toEqual([{ name: 'd2' }]);
    expect(rep.count).toBe(1);
    expect((await counters()).map((c) => c.name)).toEqual(['visits']);
  });

  it('limit with order on update and delete touches only the chosen rows', async () => {
    await db.from('counters').insert([{ name: 'l1', value: 1 }, { name: 'l2', value: 1 }, { name: 'l3', value: 1 }]);
    const upd = await db.from('counters').update({ value: 8 }).like('name', 'l*').order('name', { ascending: false }).limit(2).select('name');
    expect(upd.error).toBeNull();
    expect((upd.data as { name: string }[]).map((r) => r.name).sort()).toEqual(['l2', 'l3']);
    const del = await db.from('counters').delete().like('name', 'l*').order('name').limit(1).select('name');
    expect(del.data).toEqual([{ name: 'l1' }]);
    expect((await counters()).filter((c) => c.name.startsWith('l'))).toEqual([
      { name: 'l2', value: 8, note: 'fresh' },
      { name: 'l3', value: 8, note: 'fresh' },
    ]);
  });

  it('update/delete without filters are refused like safeupdate (400 21000) and change nothing', async () => {
    const u = await db.from('counters').update({ value: 0 });
    expect(u.status).toBe(400);
    expect(u.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const d = await db.from('counters').delete();
    expect(d.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await counters()).toEqual([{ name: 'visits', value: 1, note: 'fresh' }]);
  });

  it('single() on a write that touches several rows → 406 and the transaction is rolled back', async () => {
    await db.from('counters').insert([{ name: 's1', value: 1 }, { name: 's2', value: 1 }]);
    const { error, status } = await db.from('counters').update({ value: 7 }).in('name', ['s1', 's2']).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect((await counters()).filter((c) => c.value === 7)).toEqual([]);
  });
});

describe('Prefer handling', () => {
  it('handling=strict with max-affected rolls back when exceeded (PGRST124)', async () => {
    await db.from('counters').insert([{ name: 'm1', value: 1 }, { name: 'm2', value: 1 }]);
    const res = await raw('/counters?name=in.(m1,m2)', { method: 'PATCH', headers: { Prefer: 'handling=strict, max-affected=1' }, body: JSON.stringify({ value: 3 }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST124' });
    expect((await counters()).filter((c) => c.value === 3)).toEqual([]);
    const ok = await raw('/counters?name=eq.m1', { method: 'PATCH', headers: { Prefer: 'handling=strict, max-affected=1' }, body: JSON.stringify({ value: 3 }) });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
  });

  it('handling=strict rejects unknown preferences (PGRST122); lenient ignores them', async () => {
    const strict = await raw('/counters', { method: 'POST', headers: { Prefer: 'handling=strict, return=bogus' }, body: JSON.stringify({ name: 'p' }) });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: return=bogus' });
    const lenient = await raw('/counters', { method: 'POST', headers: { Prefer: 'return=bogus' }, body: JSON.stringify({ name: 'p' }) });
    expect(lenient.status).toBe(201);
  });

  it('tx=rollback (.rollback()) returns what would have happened and persists nothing', async () => {
    const { data, error, status } = await (db.from('counters').insert({ name: 'dry', value: 2 }).select('name,value') as any).rollback();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ name: 'dry', value: 2 }]);
    const res = await raw('/counters?name=eq.visits', { method: 'DELETE', headers: { Prefer: 'tx=rollback, return=representation' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await counters()).toEqual([{ name: 'visits', value: 1, note: 'fresh' }]);
    const committed = await raw('/counters', { method: 'POST', headers: { Prefer: 'tx=commit' }, body: JSON.stringify({ name: 'kept' }) });
    expect(committed.status).toBe(201);
    expect((await counters()).map((c) => c.name)).toContain('kept');
  });

  it('timezone= changes how timestamptz is rendered', async () => {
    const res = await raw('/posts?select=created_at&id=eq.1', { headers: { Prefer: 'timezone=America/Bogota' } });
    expect(await res.json()).toEqual([{ created_at: '2024-05-01T05:00:00-05:00' }]);
  });
});

describe('row level security with user tokens', () => {
  it('each user sees, inserts, updates and deletes only their own rows; anon sees none', async () => {
    const one = await userClient(USER_ONE);
    const two = await userClient(USER_TWO);
    expect((await one.from('notes').select('body')).data).toEqual([{ body: 'note of user one' }]);
    expect((await two.from('notes').select('body')).data).toEqual([{ body: 'note of user two' }]);
    expect((await db.from('notes').select('body')).data).toEqual([]);

    const ins = await one.from('notes').insert({ body: 'second' }).select('owner,body').single();
    expect(ins.data).toEqual({ owner: USER_ONE, body: 'second' });
    const forged = await one.from('notes').insert({ owner: USER_TWO, body: 'forged' });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });

    const upd = await two.from('notes').update({ body: 'hacked' }).eq('body', 'second').select();
    expect(upd.data).toEqual([]);
    const del = await two.from('notes').delete().eq('body', 'second').select();
    expect(del.data).toEqual([]);
    const anonIns = await db.from('notes').insert({ body: 'anon' });
    expect(anonIns.status).toBe(401);
    expect((await stack.db.query('select body from public.notes order by id')).rows).toEqual([
      { body: 'note of user one' },
      { body: 'note of user two' },
      { body: 'second' },
    ]);
  });

  it('the service role bypasses RLS', async () => {
    const { data } = await stack.admin().from('notes').select('body').order('id').limit(2);
    expect(data).toEqual([{ body: 'note of user one' }, { body: 'note of user two' }]);
  });
});

describe('bodies', () => {
  it('accepts CSV inserts', async () => {
    const res = await raw('/counters', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'name,value,note\ncsv1,4,NULL\n"csv, two",5,"a ""q"""' });
    expect(res.status).toBe(201);
    expect((await counters()).filter((c) => c.name.startsWith('csv'))).toEqual([
      { name: 'csv, two', value: 5, note: 'a "q"' },
      { name: 'csv1', value: 4, note: null },
    ]);
  });
});
