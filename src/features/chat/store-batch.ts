// One request of the sender: send_messages with the pending entries, its per-entry answers, and a failure of the
// request as a whole classified for the sender (transient: tried again; otherwise: each entry refused).
import { toAppError } from '@/lib/errors';
import { isTransient, SendError, type SendAnswer } from './sender';
import type { OutboxItem } from './outbox';
import type { ChatMessage } from './types';

interface ServerAnswer {
  id: string | null;
  message?: ChatMessage;
  code?: string;
  error?: string;
}

/** What this needs of a client: the app's, or a supabase-js client in tests and benches. */
export interface SendMessagesClient {
  rpc(
    fn: 'send_messages',
    args: { messages: { id: string; conversation_id: string; body: string }[] },
  ): PromiseLike<{ data: unknown; error: { message: string; code?: string } | null; status: number }>;
}

export async function storeBatch(client: SendMessagesClient, items: OutboxItem[]): Promise<SendAnswer[]> {
  let result;
  try {
    result = await client.rpc('send_messages', {
      messages: items.map(({ id, conversation_id, body }) => ({ id, conversation_id, body })),
    });
  } catch (e) {
    throw new SendError(toAppError(e).message, true, 'network');
  }
  if (result.error || !Array.isArray(result.data)) {
    const error = toAppError(result.error ?? { message: 'no data' });
    throw new SendError(error.message, isTransient(result.status, error.code), error.code);
  }
  // Answers come in the order sent; an entry whose id the server could not read is answered by position.
  return (result.data as ServerAnswer[]).map((a, i) => ({
    id: a.id ?? items[i]?.id ?? '',
    row: a.message,
    error: a.message ? undefined : (a.error ?? 'No se pudo enviar el mensaje.'),
  }));
}
