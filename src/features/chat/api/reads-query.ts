// Both members' read pointers of a conversation (conversation_reads), read again on each 'read' hint of the channel.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { ReadPointer } from '../types';
import { chatKeys } from './keys';

export function readsQuery(me: string, conversationId: string) {
  return queryOptions({
    queryKey: chatKeys.reads(me, conversationId),
    queryFn: async (): Promise<ReadPointer[]> => {
      const list = await rows(
        supabase.from('conversation_reads').select('user_id, last_read_message_id, last_read_at').eq('conversation_id', conversationId),
      );
      return list.map((r) => ({ user_id: r.user_id, message_id: r.last_read_message_id, created_at: r.last_read_at }));
    },
  });
}
