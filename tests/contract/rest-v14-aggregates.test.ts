// PostgREST v14 parity, aggregates: count(), sum(), avg(), min(), max() with casts and aliases, on the top level and in embeds,
// with the implicit GROUP BY; refused with PGRST123 until pgrst.db_aggregates_enabled is set in the database and reloaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { answer, call, startV14Stack, whole } from './support/rest-v14.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startV14Stack();
});
afterAll(async () => {
  await stack?.db.exec(RESET).catch(() => undefined);
  await stack?.stop();
});

const SET = `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = true', current_database()); end $$;
notify pgrst, 'reload config';`;
const RESET = `do $$ begin execute format('alter role authenticator in database %I reset pgrst.db_aggregates_enabled', current_database()); end $$;
notify pgrst, 'reload config';`;
const get = async (path: string) => (await call(stack, 'GET', path)).body;

async function until(path: string, status: number) {
  for (let i = 0; i < 100; i++) {
    if ((await call(stack, 'GET', path)).status === status) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never answered ${status}`);
}

describe('aggregates', () => {
  it('are refused by default → 400 PGRST123', async () => {
    const r = await call(stack, 'GET', '/films?select=budget.sum()');
    expect(whole(r)).toEqual(answer(400, { code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' }));
    expect((await stack.client().from('films').select('count()')).error?.code).toBe('PGRST123');
  });

  it('work once pgrst.db_aggregates_enabled is set and NOTIFY pgrst, reload config is sent', async () => {
    await stack.db.exec(SET);
    await until('/films?select=count()', 200);
    const r = await call(stack, 'GET', '/films?select=budget.sum()');
    expect(whole(r)).toEqual({ status: 200, statusText: 'OK', contentRange: '0-0/*', body: [{ sum: 190 }] });
  });

  it('implicit GROUP BY on the other selected columns; aliases and casts before and after', async () => {
    expect(await get('/films?select=director_id,budget.sum(),count()&order=director_id')).toEqual([
      { director_id: 1, sum: 30, count: 2 },
      { director_id: 2, sum: 160, count: 2 },
    ]);
    expect(await get('/films?select=total:budget.sum()::text,rating::int.max(),rating.avg()')).toEqual([{ total: '190', max: 9, avg: 8.075 }]);
    const { data } = await stack.client().from('films').select('count()').gt('year', 2000);
    expect(data).toEqual([{ count: 2 }]);
  });

  it('inside embeds, and grouped by a to-one embed', async () => {
    expect(await get('/directors?select=name,films(count(),year.min(),year.max())&order=id')).toEqual([
      { name: 'Agnès', films: [{ count: 2, min: 1962, max: 1985 }] },
      { name: 'Bong', films: [{ count: 2, min: 2009, max: 2019 }] },
    ]);
    const byDirector = (await get('/films?select=directors(name),budget.sum()')) as { directors: { name: string }; sum: number }[];
    expect(byDirector.sort((a, b) => a.sum - b.sum)).toEqual([
      { directors: { name: 'Agnès' }, sum: 30 },
      { directors: { name: 'Bong' }, sum: 160 },
    ]);
  });

  it('a to-one spread groups the aggregate by its columns, and aggregates inside it are hoisted to the parent', async () => {
    const byName = (await get('/films?select=budget.sum(),...directors(name)')) as { sum: number; name: string }[];
    expect(byName.sort((a, b) => a.sum - b.sum)).toEqual([
      { sum: 30, name: 'Agnès' },
      { sum: 160, name: 'Bong' },
    ]);
    expect(await get('/premieres?select=place,...films(total:budget.sum(),count())&order=place')).toEqual([
      { place: 'Cannes', total: 160, count: 2 },
      { place: 'Paris', total: 10, count: 1 },
      { place: 'Seoul', total: 110, count: 1 },
    ]);
  });

  it('a to-many spread with an aggregate → 400 PGRST127', async () => {
    const r = await call(stack, 'GET', '/directors?select=name,...films(count())');
    expect(whole(r)).toEqual(answer(400, { code: 'PGRST127', details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.', hint: null, message: 'Feature not implemented' }));
  });

  it('are refused again after the setting is reset and reloaded', async () => {
    await stack.db.exec(RESET);
    await until('/films?select=count()', 400);
  });
});
