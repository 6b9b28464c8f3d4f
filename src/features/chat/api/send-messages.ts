// The app's sender request: the writer's own session must be the one signed in, then one send_messages call.
import { supabase } from '@/lib/supabase';
import { SendError, type SendAnswer } from '../sender';
import { storeBatch } from '../store-batch';
import type { OutboxItem } from '../outbox';
import * as sqlText from '@/lib/error-texts.gen';

export async function sendMessages(items: OutboxItem[]): Promise<SendAnswer[]> {
  // Outbox entries go out only under their writer's session (another member may have signed in on this browser).
  const { data: auth } = await supabase.auth.getSession();
  if (items.some((item) => auth.session?.user.id !== item.sender_id)) {
    throw new SendError(sqlText.not_authenticated__enviar_mensajes, true, 'not_authenticated');
  }
  return storeBatch(supabase, items);
}
