// The talent marketplace's search (name, category or tag), category filter built from the data and the five sorts
// (spec part 2 §9: rating descending by default; name A-Z, Z-A; first-service price ascending, descending).
export interface TalentService {
  id: number;
  name: string;
  price: number;
  currency: string;
  position: number;
}

export interface Talent {
  id: number;
  name: string;
  category: string;
  bio: string;
  avatar_url: string | null;
  tags: string[];
  rating: number;
  user_id: string | null;
  services: TalentService[];
}

export const SORTS = ['rating', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type TalentSort = (typeof SORTS)[number];
export const SORT_LABELS: Record<TalentSort, string> = {
  rating: 'Mejor valorados',
  'name-asc': 'Nombre (A-Z)',
  'name-desc': 'Nombre (Z-A)',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The service with the lowest position: what the price sorts and the card's 'Desde' read. */
export function firstService(t: Talent): TalentService | undefined {
  return [...t.services].sort((a, b) => a.position - b.position || a.id - b.id)[0];
}

export function categoriesOf(talents: readonly Talent[]): string[] {
  return [...new Set(talents.map((t) => t.category))].sort((a, b) => a.localeCompare(b, 'es'));
}

export function filterTalents(talents: readonly Talent[], query: string, category: string): Talent[] {
  const q = fold(query.trim());
  return talents.filter(
    (t) => (category === 'all' || t.category === category) && (!q || fold(t.name).includes(q) || fold(t.category).includes(q) || t.tags.some((tag) => fold(tag).includes(q))),
  );
}

export function sortTalents(talents: readonly Talent[], sort: TalentSort): Talent[] {
  const price = (t: Talent) => Number(firstService(t)?.price ?? Infinity);
  const byName = (a: Talent, b: Talent) => a.name.localeCompare(b.name, 'es');
  const list = [...talents];
  switch (sort) {
    case 'name-asc':
      return list.sort(byName);
    case 'name-desc':
      return list.sort((a, b) => byName(b, a));
    case 'price-asc':
      return list.sort((a, b) => price(a) - price(b) || byName(a, b));
    case 'price-desc':
      return list.sort((a, b) => price(b) - price(a) || byName(a, b));
    default:
      return list.sort((a, b) => Number(b.rating) - Number(a.rating) || byName(a, b));
  }
}
