// Opens (or finds) the conversation with another member and reads their name and avatar for the pane's header.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AppError, codedError, unwrap } from '@/lib/errors';
import { chatKeys } from './keys';

export interface ChatPartner {
  id: string;
  name: string;
  avatar_url: string | null;
}

export interface OpenConversation {
  conversationId: string;
  partner: ChatPartner;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isMemberId(value: string): boolean {
  return UUID.test(value);
}

/** Fails with AppError codes cannot_chat_with_self, member_not_found (also for a malformed id) or messaging_blocked. */
export function conversationQuery(me: string, otherId: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(me, otherId),
    queryFn: async (): Promise<OpenConversation> => {
      if (!isMemberId(otherId)) throw codedError('member_not_found');
      const [conversationId, profile] = await Promise.all([
        supabase.rpc('open_conversation', { other_user_id: otherId }).then(unwrap),
        supabase.from('profiles').select('id, name, avatar_url').eq('id', otherId).maybeSingle().then(unwrap),
      ]);
      if (!profile || !conversationId) throw codedError('member_not_found');
      return { conversationId, partner: { id: profile.id, name: profile.name?.trim() || 'Usuario', avatar_url: profile.avatar_url } };
    },
    staleTime: Infinity,
    // A refusal is an answer, not a hiccup: only a network failure is worth another try.
    retry: (failures, error) => failures < 2 && (error as AppError).code === 'network',
  });
}
