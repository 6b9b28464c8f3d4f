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

const COLUMNS = 'id, target_type, target_id, reason, status, created_at, resolved_at';

/** The newest 100 (a member reports now and then; the list is for reading what became of them). */
export const myReportsQuery = (viewerId: string) =>
  queryOptions({
    queryKey: settingsKeys.reports(viewerId),
    queryFn: (): Promise<MyReport[]> => rows(supabase.from('reports').select(COLUMNS).eq('reporter_id', viewerId).order('created_at', { ascending: false }).limit(100)),
  });
