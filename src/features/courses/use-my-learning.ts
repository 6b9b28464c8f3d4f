// The member's learning state (enrolments, completions, certificates) with the spec's default enrolments applied once
// for a member who has none, and progress kept live across the member's tabs.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { ensureDefaultEnrolments } from './api/enrol-mutation';
import { courseKeys } from './api/keys';
import { myLearningQuery } from './api/my-learning-query';
import { useLiveProgress } from './api/realtime';

export function useMyLearning() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const qc = useQueryClient();
  const query = useQuery(myLearningQuery(userId));
  useLiveProgress(userId);
  const asked = useRef<string | null>(null);
  const noEnrolments = !!userId && query.data !== undefined && query.data.enrolled.length === 0;
  useEffect(() => {
    if (!noEnrolments || asked.current === userId) return;
    asked.current = userId;
    void ensureDefaultEnrolments()
      .then((enrolled) => {
        if (enrolled) void Promise.all([qc.invalidateQueries({ queryKey: courseKeys.learning(userId) }), qc.invalidateQueries({ queryKey: courseKeys.all })]);
      })
      .catch(() => undefined);
  }, [noEnrolments, userId, qc]);
  const completed = useMemo(() => new Set((query.data?.completions ?? []).map((c) => c.lesson_id)), [query.data]);
  return { userId, query, learning: query.data, completed };
}
