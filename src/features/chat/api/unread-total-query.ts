// How many chat messages the member has not read, over all conversations (the header's 'Mensajes' badge).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { chatKeys } from './keys';

export function unreadTotalQuery(me: string) {
  return queryOptions({
    queryKey: chatKeys.unread(me),
    queryFn: async (): Promise<number> => unwrap(await supabase.rpc('chat_unread_total')) ?? 0,
  });
}
