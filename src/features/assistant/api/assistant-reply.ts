// The assistant's reply to one message (assistant_reply): canned for greetings, help and farewells, otherwise built
// from the platform's accent-insensitive search.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { AssistantReply } from './types';

export async function assistantReply(message: string): Promise<AssistantReply> {
  return unwrap(await supabase.rpc('assistant_reply', { message })) as unknown as AssistantReply;
}
