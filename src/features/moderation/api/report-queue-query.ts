// The review queue (staff_report_queue): one row per reported target with its reports, filtered by status, kind and claim.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { Database } from '@/types/database';
import { moderationKeys } from './keys';

type Row = Database['public']['Functions']['staff_report_queue']['Returns'][number];

export interface QueueReport {
  id: number;
  reason: string;
  reporter_id: string;
  reporter_name: string | null;
  created_at: string;
  status: string;
}

export type QueueItem = Omit<Row, 'reports' | 'target_type' | 'target_id'> & { target_type: string; target_id: string; reports: QueueReport[] };

export interface QueueFilters {
  status: 'open' | 'resolved';
  /** A target kind, or '' for every kind. */
  kind: string;
  /** 'mine', 'unclaimed', 'others', or '' for any. */
  claim: string;
}

export const OPEN_QUEUE: QueueFilters = { status: 'open', kind: '', claim: '' };

export function reportQueueQuery(viewerId: string, filters: QueueFilters) {
  return queryOptions({
    queryKey: [...moderationKeys.queue(viewerId), filters],
    queryFn: async (): Promise<QueueItem[]> =>
      (unwrap(
        await supabase.rpc('staff_report_queue', { queue_status: filters.status, kind: filters.kind || undefined, claim: filters.claim || undefined, page_size: 50 }),
      ) ?? []) as unknown as QueueItem[],
  });
}
