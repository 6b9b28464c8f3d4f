// The content requests addressed to the signed-in member's talent account (RLS: addressed to them only).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { talentKeys } from './keys';

export type RequestStatus = 'pending' | 'accepted' | 'rejected' | 'delivered';

export interface ReceivedRequest {
  id: number;
  talent_id: number;
  service_id: number;
  name: string;
  email: string;
  instructions: string;
  status: RequestStatus;
  created_at: string;
}

export function talentInboxQuery(userId: string, talentIds: number[]) {
  return queryOptions({
    queryKey: [...talentKeys.inbox(userId), talentIds],
    queryFn: async (): Promise<ReceivedRequest[]> =>
      (await rows(
        supabase.from('content_requests').select('id, talent_id, service_id, name, email, instructions, status, created_at').in('talent_id', talentIds).order('created_at', { ascending: false }),
      )) as ReceivedRequest[],
  });
}
