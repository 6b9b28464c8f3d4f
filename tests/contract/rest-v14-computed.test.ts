// PostgREST v14 parity, computed fields and relationships: functions of a table's row type are embeddable (setof → to-many,
// ROWS 1 or a single row → to-one), filterable and orderable like tables; scalar functions of the row are columns.
import { describe, expect, it } from 'vitest';
import { answer, call, v14StackForFile, whole } from './support/rest-v14.js';

const stack = v14StackForFile();

describe('computed relationships', () => {
  it('a setof function embeds as an array, aliased', async () => {
    const { data, error, status } = await stack.client().from('films').select('id,shows:film_premieres(place)').in('id', [2, 3]).order('id');
    expect(error).toBeNull();
    expect({ status, data }).toEqual({ status: 200, data: [{ id: 2, shows: [] }, { id: 3, shows: [{ place: 'Cannes' }, { place: 'Seoul' }] }] });
  });

  it('ROWS 1 and a single-row result embed as an object or null', async () => {
    const r = await call(stack, 'GET', '/films?select=id,first_premiere(place),film_director(name)&id=in.(2,3)&order=id');
    expect(whole(r)).toEqual(answer(200, [
      { id: 2, first_premiere: null, film_director: { name: 'Agnès' } },
      { id: 3, first_premiere: { place: 'Cannes' }, film_director: { name: 'Bong' } },
    ], '0-1/*'));
  });

  it('filters, order and limit apply inside the embed; !inner drops parents', async () => {
    const db = stack.client();
    const inner = await db.from('films').select('id,film_premieres!inner(place)').eq('film_premieres.place', 'Cannes').order('id');
    expect(inner.data).toEqual([
      { id: 3, film_premieres: [{ place: 'Cannes' }] },
      { id: 4, film_premieres: [{ place: 'Cannes' }] },
    ]);
    const ordered = await db
      .from('directors')
      .select('name,director_films(title)')
      .order('year', { referencedTable: 'director_films', ascending: false })
      .limit(1, { referencedTable: 'director_films' })
      .order('id');
    expect(ordered.data).toEqual([
      { name: 'Agnès', director_films: [{ title: 'Vagabond' }] },
      { name: 'Bong', director_films: [{ title: 'Parasite' }] },
    ]);
    const notNull = await call(stack, 'GET', '/films?select=id,first_premiere(id)&first_premiere=not.is.null&order=id');
    expect(notNull.body).toEqual([{ id: 1, first_premiere: { id: 1 } }, { id: 3, first_premiere: { id: 2 } }, { id: 4, first_premiere: { id: 4 } }]);
  });

  it('the parent orders by a to-one computed relationship; spreads work', async () => {
    const r = await call(stack, 'GET', '/films?select=title,...film_director(director:name)&order=film_director(name).desc,id&limit=3');
    expect(r.body).toEqual([
      { title: 'Parasite', director: 'Bong' },
      { title: 'Mother', director: 'Bong' },
      { title: 'Cléo', director: 'Agnès' },
    ]);
  });

  it('embeds on the rows of a set-returning RPC and of a mutation', async () => {
    const rpc = await stack.client().rpc('films_since', { y: 2019 }).select('title,film_director(name)');
    expect(rpc.data).toEqual([{ title: 'Parasite', film_director: { name: 'Bong' } }]);
    const upd = await stack.admin().from('films').update({ rating: 7.9 }).eq('id', 4).select('id,full_title,first_premiere(place)');
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([{ id: 4, full_title: 'Mother (2009)', first_premiere: { place: 'Cannes' } }]);
  });
});

describe('computed fields', () => {
  it('selected, filtered and ordered like columns, but not part of *', async () => {
    const r = await call(stack, 'GET', '/films?select=id,full_title&full_title=like.*(19*&order=full_title.desc');
    expect(whole(r)).toEqual(answer(200, [
      { id: 2, full_title: 'Vagabond (1985)' },
      { id: 1, full_title: 'Cléo (1962)' },
    ], '0-1/*'));
    const star = await call(stack, 'GET', '/directors?select=*&id=eq.1');
    expect(star.body).toEqual([{ id: 1, name: 'Agnès' }]);
  });

  it('inside an embed, with a cast and an alias', async () => {
    const r = await call(stack, 'GET', '/directors?select=id,films(t:full_title::text)&id=eq.2&films.order=year');
    expect(r.body).toEqual([{ id: 2, films: [{ t: 'Mother (2009)' }, { t: 'Parasite (2019)' }] }]);
  });
});
