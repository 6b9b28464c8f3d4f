// Applications to host, teach, advise or be a talent, for staff: pending ones oldest first, decided ones newest first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { Database } from '@/types/database';
import { moderationKeys } from './keys';

export type StaffApplication = Database['public']['Tables']['applications']['Row'] & { applicant: { id: string; name: string } | null };

export function staffApplicationsQuery(viewerId: string, pending: boolean) {
  return queryOptions({
    queryKey: [...moderationKeys.applications(viewerId), pending],
    queryFn: async (): Promise<StaffApplication[]> => {
      const base = supabase.from('applications').select('*, applicant:profiles!applications_user_id_fkey(id, name)');
      const query = pending ? base.eq('status', 'pending').order('submitted_at', { ascending: true }) : base.neq('status', 'pending').order('decided_at', { ascending: false });
      return (await rows(query.limit(100))) as StaffApplication[];
    },
  });
}
