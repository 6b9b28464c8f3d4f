// One send of an outbox entry (send_message, idempotent on the browser's id), its failure classified for the sender.
import { supabase } from '@/lib/supabase';
import { toAppError } from '@/lib/errors';
import { isTransient, SendError } from '../sender';
import type { OutboxItem } from '../outbox';
import type { ChatMessage } from '../types';
import { relay } from './relay';

export async function sendMessage(item: OutboxItem): Promise<ChatMessage> {
  // An outbox entry goes out only under its writer's session (another member may have signed in on this browser).
  const { data: auth } = await supabase.auth.getSession();
  if (auth.session?.user.id !== item.sender_id) throw new SendError('Necesitas iniciar sesión para enviar mensajes.', true, 'not_authenticated');
  relay(item);
  let result;
  try {
    result = await supabase.rpc('send_message', { message_id: item.id, conversation_id: item.conversation_id, body: item.body });
  } catch (e) {
    throw new SendError(toAppError(e).message, true, 'network');
  }
  if (result.error || !result.data) {
    const error = toAppError(result.error ?? { message: 'no data' });
    throw new SendError(error.message, isTransient(result.status, error.code), error.code);
  }
  return result.data;
}
