// /recruit candidates matching the name/role search and the skill filter, most recently active first, 12 a page with
// the total; member candidates carry their learning record (candidate_learning).
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { containsPattern } from '../filters';
import { SEEKER_COLUMNS, type Candidate, type JobSeeker, type LearningRecord } from './types';
import { jobKeys } from './keys';

export const CANDIDATES_PAGE_SIZE = 12;

export interface CandidatesPage {
  candidates: Candidate[];
  total: number;
}

export function candidatesQuery(filters: { q: string; skill: string }) {
  return infiniteQueryOptions({
    queryKey: jobKeys.candidates(filters),
    queryFn: async ({ pageParam }): Promise<CandidatesPage> => {
      let q = supabase.from('job_seekers').select(SEEKER_COLUMNS, { count: 'exact' });
      const text = containsPattern(filters.q);
      if (text) q = q.ilike('search_text', text);
      const skill = containsPattern(filters.skill);
      if (skill) q = q.ilike('skills_search', skill);
      const result = await q
        .order('last_active_at', { ascending: false })
        .order('id', { ascending: false })
        .range(pageParam, pageParam + CANDIDATES_PAGE_SIZE - 1);
      const seekers = (unwrap(result) ?? []) as unknown as JobSeeker[];
      const members = seekers.filter((s) => s.user_id).map((s) => s.id);
      const learning = new Map<number, LearningRecord>();
      if (members.length) {
        const rows = unwrap(await supabase.rpc('candidate_learning', { seeker_ids: members })) ?? [];
        for (const r of rows) if (r.seeker_id !== null) learning.set(r.seeker_id, { coursesCompleted: r.courses_completed ?? 0, quizScores: r.quiz_scores as unknown as LearningRecord['quizScores'] });
      }
      return { candidates: seekers.map((s) => ({ ...s, learning: learning.get(s.id) ?? null })), total: result.count ?? seekers.length };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.candidates.length, 0);
      return last.candidates.length === CANDIDATES_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
