// REST work is bounded: max_rows applies at every embed level, and a response above the size limit is refused (500, 54000) before it leaves the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { startTestStack } from './support/stack.js';

const FIXTURE = `
create table public.b_parents (id int primary key, note text not null default '');
create table public.b_children (id int primary key, parent_id int not null references public.b_parents (id));
create table public.b_grandchildren (id int primary key, child_id int not null references public.b_children (id));
create table public.b_tags (id int primary key, grandchild_id int not null references public.b_grandchildren (id));
insert into public.b_parents (id) select g from generate_series(1, 8) g;
insert into public.b_children (id, parent_id) select g, 1 + (g - 1) / 20 from generate_series(1, 160) g;
insert into public.b_grandchildren (id, child_id) select g, 1 + (g - 1) / 20 from generate_series(1, 3200) g;
insert into public.b_tags (id, grandchild_id) select g, 1 + (g - 1) / 6 from generate_series(1, 19200) g;
grant select on public.b_parents, public.b_children, public.b_grandchildren, public.b_tags to anon, authenticated;
grant insert on public.b_parents to anon;
`;

const LIMIT = 20_000;
let stack: TestStack;
let db: ReturnType<TestStack['client']>;
let saved: string | undefined;

beforeAll(async () => {
  saved = process.env.LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES;
  process.env.LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES = String(LIMIT);
  stack = await startTestStack({ api: { maxRows: 5 }, fixtureSql: FIXTURE });
  db = stack.client();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES;
  else process.env.LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES = saved;
  await stack?.stop();
});

describe('max_rows at every embed level', () => {
  it('bounds the top level and each nested to-many embed', async () => {
    const { data, error } = await db.from('b_parents').select('id,b_children(id,b_grandchildren(id))').order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    for (const p of data!) {
      expect(p.b_children).toHaveLength(5);
      for (const c of p.b_children) expect(c.b_grandchildren).toHaveLength(5);
    }
  });

  it('keeps a smaller embed limit and cuts a larger one at max_rows', async () => {
    const small = await db.from('b_parents').select('id,b_children(id)').eq('id', 1).limit(2, { referencedTable: 'b_children' }).single();
    expect(small.data!.b_children).toHaveLength(2);
    const large = await db.from('b_parents').select('id,b_children(id)').eq('id', 1).limit(50, { referencedTable: 'b_children' }).single();
    expect(large.data!.b_children).toHaveLength(5);
  });

  it('stops a statement whose embeds return more than 100 × max_rows rows in all', async () => {
    // 25 children, 125 grandchildren, 625 tags: 775 embedded rows for max_rows = 5 (limit 500).
    const deep = await db.from('b_parents').select('id,b_children(id,b_grandchildren(id,b_tags(id)))');
    expect(deep.status).toBe(500);
    expect(deep.error).toMatchObject({ code: '54000', message: 'The response embeds more rows than the server allows' });
    expect(deep.error!.hint).toMatch(/limit/);
    const within = await db.from('b_parents').select('id,b_children(id,b_grandchildren(id))');
    expect(within.error).toBeNull();
  });

  it('leaves to-one embeds whole', async () => {
    const { data } = await db.from('b_grandchildren').select('id,b_children(id,b_parents(id))').eq('id', 41).single();
    expect(data).toEqual({ id: 41, b_children: { id: 3, b_parents: { id: 1 } } });
  });
});

describe('response size limit', () => {
  it('refuses a body above the limit with a PostgREST-style error, and serves smaller ones', async () => {
    await stack.db.exec(`update public.b_parents set note = repeat('x', 6000)`);
    const big = await db.from('b_parents').select('id,note');
    expect(big.status).toBe(500);
    expect(big.data).toBeNull();
    expect(big.error).toMatchObject({ code: '54000', message: 'The response is larger than the server allows' });
    expect(big.error!.details).toMatch(/^The response would be \d+ bytes/);
    expect(big.error!.hint).toMatch(/limit/);
    const small = await db.from('b_parents').select('id,note').limit(2);
    expect(small.error).toBeNull();
    expect(small.data).toHaveLength(2);
    await stack.db.exec(`update public.b_parents set note = ''`);
  });

  it('refuses a write whose returned rows are too large and keeps nothing', async () => {
    const rows = [100, 101, 102, 103].map((id) => ({ id, note: 'y'.repeat(6000) }));
    const res = await db.from('b_parents').insert(rows).select('id,note');
    expect(res.status).toBe(500);
    expect(res.error?.code).toBe('54000');
    const left = await stack.db.query('select count(*)::int as n from public.b_parents where id >= 100');
    expect(left.rows[0]).toEqual({ n: 0 });
    const ok = await db.from('b_parents').insert(rows).select('id');
    expect(ok.error).toBeNull();
    await stack.db.exec('delete from public.b_parents where id >= 100');
  });
});

describe('pattern filters', () => {
  it('refuses catastrophic or oversized regular expressions with 400 PGRST100 and runs ordinary ones', async () => {
    for (const pattern of ['(a+)+$', '(x|y*){20}', '(a)\\1', '.{1,255}.{1,255}.{1,255}', 'a'.repeat(300)]) {
      const { status, error } = await db.from('b_parents').select('id').filter('note', 'match', pattern);
      expect(status, pattern).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST100' });
      expect(error!.details).toMatch(/match or imatch/);
    }
    const ok = await db.from('b_parents').select('id').filter('note', 'imatch', '^(ab)*$').order('id');
    expect(ok.error).toBeNull();
    expect(ok.data).toHaveLength(5);
  });

  it('refuses a like pattern above 1024 characters', async () => {
    const { status, error } = await db.from('b_parents').select('id').like('note', `%${'a'.repeat(1100)}%`);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST100' });
    expect(error!.details).toMatch(/like or ilike pattern is at most 1024/);
    const ok = await db.from('b_parents').select('id').ilike('note', '%');
    expect(ok.error).toBeNull();
  });
});
