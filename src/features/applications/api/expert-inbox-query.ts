// The session requests addressed to the signed-in member's expert account (RLS: the expert's own only).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { applicationKeys } from './keys';

export interface SessionRequest {
  id: number;
  preferred_date: string;
  preferred_time: string;
  topic: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  requester: { id: string; name: string } | null;
}

export function expertInboxQuery(userId: string, expertIds: number[]) {
  return queryOptions({
    queryKey: [...applicationKeys.expertInbox(userId), expertIds],
    queryFn: async (): Promise<SessionRequest[]> =>
      (await rows(
        supabase
          .from('expert_session_requests')
          .select('id, preferred_date, preferred_time, topic, status, created_at, requester:profiles!expert_session_requests_user_id_fkey(id, name)')
          .in('expert_id', expertIds)
          .order('created_at', { ascending: false }),
      )) as unknown as SessionRequest[],
  });
}
