// Both members' read pointers of a conversation (conversation_reads), kept current by the channel's 'read' event.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { compareMessages } from '../merge';
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

/** A pointer moved (the 'read' broadcast): it only ever goes forward. */
export function applyRead(queryClient: QueryClient, me: string, conversationId: string, next: ReadPointer): void {
  queryClient.setQueryData<ReadPointer[]>(chatKeys.reads(me, conversationId), (old = []) => {
    const current = old.find((r) => r.user_id === next.user_id);
    if (current?.created_at && next.created_at && compareMessages({ created_at: next.created_at, id: next.message_id }, { created_at: current.created_at, id: current.message_id }) <= 0) {
      return old;
    }
    return [...old.filter((r) => r.user_id !== next.user_id), next];
  });
}
