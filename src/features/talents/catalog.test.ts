// Talent search, categories and sorts.
import { describe, expect, it } from 'vitest';
import { categoriesOf, filterTalents, sortTalents, type Talent } from './catalog';

const t = (id: number, name: string, category: string, rating: number, price: number, tags: string[] = []): Talent => ({
  id, name, category, rating, tags, bio: '', avatar_url: null, user_id: null,
  services: [{ id: id * 10 + 1, name: 'otro', price: price + 100, currency: 'USD', position: 2 }, { id: id * 10, name: 'primero', price, currency: 'USD', position: 1 }],
});
const all = [t(1, 'Marta', 'Música', 4.9, 60, ['cumpleaños']), t(2, 'Ángel', 'Educación', 4.5, 20, ['matemáticas']), t(3, 'Bea', 'Música', 4.9, 30)];

describe('talent catalog', () => {
  it('searches name, category and tags without accents', () => {
    expect(filterTalents(all, 'angel', 'all').map((x) => x.id)).toEqual([2]);
    expect(filterTalents(all, 'musica', 'all').map((x) => x.id)).toEqual([1, 3]);
    expect(filterTalents(all, 'cumple', 'all').map((x) => x.id)).toEqual([1]);
    expect(filterTalents(all, '', 'Educación').map((x) => x.id)).toEqual([2]);
  });
  it('builds the categories from the data', () => expect(categoriesOf(all)).toEqual(['Educación', 'Música']));
  it('sorts by rating (default), name and first-service price', () => {
    expect(sortTalents(all, 'rating').map((x) => x.name)).toEqual(['Bea', 'Marta', 'Ángel']);
    expect(sortTalents(all, 'name-asc').map((x) => x.name)).toEqual(['Ángel', 'Bea', 'Marta']);
    expect(sortTalents(all, 'name-desc').map((x) => x.name)).toEqual(['Marta', 'Bea', 'Ángel']);
    expect(sortTalents(all, 'price-asc').map((x) => x.name)).toEqual(['Ángel', 'Bea', 'Marta']);
    expect(sortTalents(all, 'price-desc').map((x) => x.name)).toEqual(['Marta', 'Bea', 'Ángel']);
  });
});
