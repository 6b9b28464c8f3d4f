// Courses list: accent-insensitive search over title, instructor, level and topics; the five sorts; live vs recorded.
import { describe, expect, it } from 'vitest';
import { filterAndSort, matchesSearch, parseSort } from './sort';

const base = { description: '', instructor_name: 'Equipo', topics: [] as string[], level: 'Principiante', type: 'recorded' };
const courses = [
  { ...base, id: 1, title: 'Diseño de Interfaces', price: 49.99, rating: 4.5, students_count: 10 },
  { ...base, id: 2, title: 'Inglés B1', price: 0, rating: 4.9, students_count: 3, topics: ['Conversación'] },
  { ...base, id: 3, title: 'Bootcamp', price: 149.99, rating: 0, students_count: 30, type: 'live' },
];

describe('courses list', () => {
  it('finds words without accents and in any field', () => {
    expect(matchesSearch(courses[0], 'diseno')).toBe(true);
    expect(matchesSearch(courses[1], 'ingles conversacion')).toBe(true);
    expect(matchesSearch(courses[1], 'INGLÉS')).toBe(true);
    expect(matchesSearch(courses[0], 'python')).toBe(false);
  });
  it('sorts five ways and splits live from recorded', () => {
    expect(filterAndSort(courses, '', 'all').recorded.map((c) => c.id)).toEqual([1, 2]);
    expect(filterAndSort(courses, '', 'all').live.map((c) => c.id)).toEqual([3]);
    expect(filterAndSort(courses, '', 'rating').recorded.map((c) => c.id)).toEqual([2, 1]);
    expect(filterAndSort(courses, '', 'popular').recorded.map((c) => c.id)).toEqual([1, 2]);
    expect(filterAndSort(courses, '', 'price-asc').recorded.map((c) => c.id)).toEqual([2, 1]);
    expect(filterAndSort(courses, '', 'price-desc').recorded.map((c) => c.id)).toEqual([1, 2]);
  });
  it('reads unknown sorts as Todos', () => {
    expect(parseSort('nope')).toBe('all');
    expect(parseSort('price-desc')).toBe('price-desc');
  });
});
