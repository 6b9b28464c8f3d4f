// The last messages of a live event's chat, oldest first, with each sender's name and avatar from profiles.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { CHAT_HISTORY_SIZE } from '../constants';
import { liveKeys } from './keys';
import type { LiveChatMessage } from './types';

interface Row {
  id: string;
  event_id: number;
  user_id: string;
  body: string;
  created_at: string;
  hidden_by_moderation: boolean;
  sender: { name: string; avatar_url: string | null } | null;
}

export function liveChatQuery(eventId: number) {
  return queryOptions({
    queryKey: liveKeys.chat(eventId),
    queryFn: async (): Promise<LiveChatMessage[]> => {
      const rows = unwrap(
        await supabase
          .from('live_chat_messages')
          .select('id, event_id, user_id, body, created_at, hidden_by_moderation, sender:profiles!live_chat_messages_user_id_fkey(name, avatar_url)')
          .eq('event_id', eventId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(CHAT_HISTORY_SIZE),
      ) as unknown as Row[];
      return rows
        .reverse()
        .map(({ sender, ...m }) => ({ ...m, sender_name: sender?.name ?? null, sender_avatar: sender?.avatar_url ?? null }));
    },
    staleTime: 0,
  });
}
