// The /communities ?sort= parameter (apart from the list logic: the route's search validation needs only this, and it
// ships in every page's first download).
import { oneOf } from '@/lib/parse';

export const SORTS = ['all', 'members', 'active', 'newest'] as const;
export type CommunitySort = (typeof SORTS)[number];

export function parseSort(value: unknown): CommunitySort {
  return oneOf(SORTS, value, 'all');
}
