// The member's own reports, newest first, with status and when staff resolved them ('Mis reportes' in /settings).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { settingsKeys } from './keys';

export interface MyReport {
  id: number;
  target_type: string;
  target_id: string;
  reason: string;
  status: string;
  created_at: string;
  resolved_at: string | null;
}

export function myReportsQuery(viewerId: string) {
  return queryOptions({
    queryKey: settingsKeys.reports(viewerId),
    queryFn: (): Promise<MyReport[]> =>
      rows(
        supabase
          .from('reports')
          .select('id, target_type, target_id, reason, status, created_at, resolved_at')
          .eq('reporter_id', viewerId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(100),
      ),
  });
}
