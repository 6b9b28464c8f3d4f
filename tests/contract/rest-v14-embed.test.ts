// PostgREST v14 parity, embedding rules: hints by constraint and column, the constraint or column as target, self-references,
// partitioned tables and views, and the exact PGRST200/PGRST201/PGRST120 bodies.
import { describe, expect, it } from 'vitest';
import { answer, call, v14StackForFile, whole } from './support/rest-v14.js';

const stack = v14StackForFile();

const get = async (path: string) => (await call(stack, 'GET', path)).body;

describe('disambiguation', () => {
  it('three foreign keys to one table → 300 PGRST201, details sorted as PostgREST sorts them', async () => {
    const r = await call(stack, 'GET', '/best_friends?select=users(*)');
    const m2o = (col: string) => ({
      cardinality: 'many-to-one',
      embedding: 'best_friends with users',
      relationship: `best_friends_${col}_fkey using best_friends(${col}) and users(id)`,
    });
    expect(whole(r)).toEqual(answer(300, {
      code: 'PGRST201',
      details: [m2o('first_user'), m2o('second_user'), m2o('third_user')],
      hint: "Try changing 'users' to one of the following: 'users!best_friends_first_user_fkey', 'users!best_friends_second_user_fkey', 'users!best_friends_third_user_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'best_friends' and 'users'",
    }));
  });

  it('the other direction lists one-to-many candidates from the parent’s side', async () => {
    const { error, status } = await stack.client().from('users').select('best_friends(id)');
    expect(status).toBe(300);
    expect(error?.details).toEqual(
      ['first_user', 'second_user', 'third_user'].map((col) => ({
        cardinality: 'one-to-many',
        embedding: 'users with best_friends',
        relationship: `best_friends_${col}_fkey using users(id) and best_friends(${col})`,
      })),
    );
  });

  it('hints by constraint name and by column pick one; the referenced column matches all three', async () => {
    expect(await get('/best_friends?select=id,users!best_friends_first_user_fkey(name)&order=id')).toEqual([
      { id: 1, users: { name: 'Ana' } },
      { id: 2, users: { name: 'Bruno' } },
    ]);
    expect(await get('/best_friends?select=id,second:users!second_user(name)&order=id')).toEqual([
      { id: 1, second: { name: 'Bruno' } },
      { id: 2, second: { name: 'Carla' } },
    ]);
    const { data } = await stack.client().from('users').select('name,best_friends!third_user(id)').order('id');
    expect(data).toEqual([
      { name: 'Ana', best_friends: [{ id: 2 }] },
      { name: 'Bruno', best_friends: [] },
      { name: 'Carla', best_friends: [] },
    ]);
    expect((await call(stack, 'GET', '/best_friends?select=users!id(*)')).status).toBe(300);
  });

  it('the constraint name or the key column as the target', async () => {
    expect(await get('/best_friends?select=id,best_friends_third_user_fkey(name)&order=id')).toEqual([
      { id: 1, best_friends_third_user_fkey: null },
      { id: 2, best_friends_third_user_fkey: { name: 'Ana' } },
    ]);
    expect(await get('/best_friends?select=id,first_user(name)&id=eq.2')).toEqual([{ id: 2, first_user: { name: 'Bruno' } }]);
  });
});

describe('self-references, partitions and views', () => {
  it('collections: parent by the key column, children by the table name or hinted by the key column', async () => {
    expect(await get('/collections?select=name,parent:parent_id(name),children:collections(name)&id=eq.2')).toEqual([
      { name: 'left', parent: { name: 'root' }, children: [{ name: 'leaf' }] },
    ]);
    expect(await get('/collections?select=name,kids:collections!parent_id(name)&id=eq.1')).toEqual([
      { name: 'root', kids: [{ name: 'left' }, { name: 'right' }] },
    ]);
    const { data } = await stack.client().from('collections').select('name,parent_id(name)').is('parent_id', null);
    expect(data).toEqual([{ name: 'root', parent_id: null }]);
  });

  it('a partitioned table embeds both ways; its partitions are not exposed', async () => {
    expect(await get('/films?select=title,measurements(views)&id=eq.3&measurements.order=logged_on')).toEqual([
      { title: 'Parasite', measurements: [{ views: 100 }, { views: 50 }] },
    ]);
    expect(await get('/measurements?select=views,films(title)&order=id')).toEqual([
      { views: 100, films: { title: 'Parasite' } },
      { views: 50, films: { title: 'Parasite' } },
      { views: 7, films: { title: 'Cléo' } },
    ]);
    const r = await call(stack, 'GET', '/measurements_2024');
    expect(whole(r)).toEqual(answer(404, {
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.measurements'",
      message: "Could not find the table 'public.measurements_2024' in the schema cache",
    }));
  });

  it('a view keeps its base table’s foreign keys', async () => {
    expect(await get('/recent_films?select=title,directors(name)&order=id')).toEqual([
      { title: 'Parasite', directors: { name: 'Bong' } },
      { title: 'Mother', directors: { name: 'Bong' } },
    ]);
    expect(await get('/directors?select=name,recent_films(title)&id=eq.2&recent_films.order=id')).toEqual([
      { name: 'Bong', recent_films: [{ title: 'Parasite' }, { title: 'Mother' }] },
    ]);
  });
});

describe('errors', () => {
  it('a hint that matches nothing → 400 PGRST200 naming the hint', async () => {
    const r = await call(stack, 'GET', '/best_friends?select=users!nope(*)');
    expect(whole(r)).toEqual(answer(400, {
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'best_friends' and 'users' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'best_friends' and 'users' in the schema cache",
    }));
  });

  it('a misspelt target → PGRST200 with "Perhaps you meant"', async () => {
    const r = await call(stack, 'GET', '/films?select=director(*)');
    expect(r.body).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'films' and 'director' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'directors' instead of 'director'.",
      message: "Could not find a relationship between 'films' and 'director' in the schema cache",
    });
  });

  it('an operator other than is null on an embed → 400 PGRST120', async () => {
    const r = await call(stack, 'GET', '/films?select=id,premieres(id)&premieres=eq.1');
    expect(whole(r)).toEqual(answer(400, {
      code: 'PGRST120',
      details: 'Only is null or not is null filters are allowed on embedded resources',
      hint: null,
      message: "Bad operator on the 'premieres' embedded resource",
    }));
  });
});
