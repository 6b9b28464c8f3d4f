// The contact list (list_chat_contacts): at most 10 other members, conversations first, optional name search.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { chatKeys } from './keys';

export interface ChatContact {
  other_user_id: string;
  name: string;
  avatar_url: string | null;
  conversation_id: string | null;
  last_message_body: string | null;
  last_message_sender_id: string | null;
  last_message_at: string | null;
  unread_count: number;
}

export function contactsQuery(me: string, search = '') {
  const term = search.trim();
  return queryOptions({
    queryKey: chatKeys.contacts(me, term),
    queryFn: async (): Promise<ChatContact[]> => {
      const list = await rows(supabase.rpc('list_chat_contacts', term ? { search: term } : {}));
      return list.flatMap((c) =>
        c.other_user_id ? [{ ...c, other_user_id: c.other_user_id, name: c.name?.trim() || 'Usuario', unread_count: c.unread_count ?? 0 }] : [],
      );
    },
    placeholderData: (previous) => previous,
  });
}
