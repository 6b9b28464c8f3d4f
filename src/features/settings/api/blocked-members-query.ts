// The members the signed-in member blocked, newest first, with name and avatar (for 'Desbloquear' in /settings).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { settingsKeys } from './keys';

export interface BlockedMember {
  blocked_id: string;
  created_at: string;
  member: { id: string; name: string; avatar_url: string | null } | null;
}

export function blockedMembersQuery(viewerId: string) {
  return queryOptions({
    queryKey: settingsKeys.blocked(viewerId),
    queryFn: (): Promise<BlockedMember[]> =>
      rows(
        supabase
          .from('blocks')
          .select('blocked_id, created_at, member:profiles!blocks_blocked_id_fkey(id, name, avatar_url)')
          .eq('blocker_id', viewerId)
          .order('created_at', { ascending: false })
          .overrideTypes<BlockedMember[], { merge: false }>(),
      ),
  });
}
