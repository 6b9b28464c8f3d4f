// Side column of the home page: the 3 most popular communities (members) and the 3 best-rated courses.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { homeKeys } from './keys';

export const SIDE_LIST_SIZE = 3;

export interface SideCommunity {
  id: number;
  name: string;
  members_count: number;
}

export interface SideCourse {
  id: number;
  title: string;
  rating: number;
  reviews_count: number;
  instructor_name: string;
}

export function popularCommunitiesQuery() {
  return queryOptions({
    queryKey: homeKeys.popularCommunities,
    queryFn: (): Promise<SideCommunity[]> =>
      rows(supabase.from('communities').select('id, name, members_count').eq('is_live_event', false).order('members_count', { ascending: false }).order('id').limit(SIDE_LIST_SIZE)),
  });
}

export function topCoursesQuery() {
  return queryOptions({
    queryKey: homeKeys.topCourses,
    queryFn: async (): Promise<SideCourse[]> => {
      const best = supabase.from('courses').select('id, title, rating, reviews_count, instructor_name').order('rating', { ascending: false }).order('id');
      return (await rows(best.limit(SIDE_LIST_SIZE))).map((c) => ({ ...c, rating: Number(c.rating) }));
    },
  });
}
