// The chat feature's query and mutation factories against local-supabase: conversations, history, contacts, unread, reads.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApp, type Member } from './support';
import { contactsQuery, type ChatContact } from '@/features/chat/api/contacts-query';
import { conversationQuery, type OpenConversation } from '@/features/chat/api/conversation-query';
import { markReadMutation } from '@/features/chat/api/mark-read-mutation';
import { catchUp, flattenPages, messagesQuery, type MessagePage, type MessagesData } from '@/features/chat/api/messages-query';
import { readsQuery } from '@/features/chat/api/reads-query';
import { sendMessages } from '@/features/chat/api/send-messages';
import { storeBatch } from '@/features/chat/store-batch';
import { unreadTotalQuery } from '@/features/chat/api/unread-total-query';
import type { ReadPointer } from '@/features/chat/types';

const app = useApp();

/** Signs `from` in, opens the conversation with `to` and sends `bodies` through the app's sender request. */
async function send(from: Member, to: Member, ...bodies: string[]): Promise<string> {
  await app.as(from);
  const { conversationId } = await app.fetch<OpenConversation>(conversationQuery(from.id, to.id));
  const items = bodies.map((body) => ({ id: randomUUID(), conversation_id: conversationId, sender_id: from.id, body, created_at: new Date().toISOString(), status: 'pending' as const }));
  const answers = await sendMessages(items);
  expect(answers.map((a) => a.error)).toEqual(bodies.map(() => undefined));
  return conversationId;
}

describe('opening a conversation', () => {
  it('opens one conversation per pair with the partner’s name, and refuses oneself and unknown members', async () => {
    const ana = await app.member('Ana Chat');
    const bea = await app.member('Bea Chat');
    await app.as(ana);
    const opened = await app.fetch<OpenConversation>(conversationQuery(ana.id, bea.id));
    expect(opened.partner).toEqual({ id: bea.id, name: 'Bea Chat', avatar_url: null });
    await app.as(bea);
    expect((await app.fetch<OpenConversation>(conversationQuery(bea.id, ana.id))).conversationId).toBe(opened.conversationId);
    expect(await app.refusal(app.fetch(conversationQuery(bea.id, bea.id)))).toMatchObject({ code: 'cannot_chat_with_self', message: 'No puedes chatear contigo mismo.' });
    expect((await app.refusal(app.fetch(conversationQuery(bea.id, 'no-es-un-id')))).code).toBe('member_not_found');
    expect((await app.refusal(app.fetch(conversationQuery(bea.id, randomUUID())))).code).toBe('member_not_found');
  });
});

describe('messages', () => {
  it('sent messages are in the history; the reader’s contacts and unread total count them until marked read', async () => {
    const writer = await app.member('Escritora');
    const reader = await app.member('Lectora');
    const conversationId = await send(writer, reader, 'Hola', '¿Qué tal?');
    expect((await app.fetch<MessagePage>(messagesQuery(writer.id, conversationId))).rows.map((m) => m.body)).toEqual(['Hola', '¿Qué tal?']);

    await app.as(reader);
    expect(await app.fetch(unreadTotalQuery(reader.id))).toBe(2);
    const contacts = await app.fetch<ChatContact[]>(contactsQuery(reader.id));
    expect(contacts[0]).toMatchObject({ other_user_id: writer.id, name: 'Escritora', conversation_id: conversationId, last_message_body: '¿Qué tal?', unread_count: 2 });
    expect((await app.fetch<ChatContact[]>(contactsQuery(reader.id, 'escri'))).map((c) => c.other_user_id)).toEqual([writer.id]);
    expect(await app.fetch(contactsQuery(reader.id, 'nadie-se-llama-asi'))).toEqual([]);

    const page = await app.fetch<MessagePage>(messagesQuery(reader.id, conversationId));
    const newest = page.rows[page.rows.length - 1];
    await app.mutate(markReadMutation(reader.id, conversationId), newest.id);
    // The mutation invalidated the unread total and the contacts: the same QueryClient reads them again.
    expect(await app.fetch(unreadTotalQuery(reader.id))).toBe(0);
    expect((await app.fetch<ChatContact[]>(contactsQuery(reader.id)))[0].unread_count).toBe(0);
    expect(await app.fetch<ReadPointer[]>(readsQuery(reader.id, conversationId))).toContainEqual(expect.objectContaining({ user_id: reader.id, message_id: newest.id }));
  });

  it('catch-up merges what the partner stored after the newest message held', async () => {
    const one = await app.member();
    const two = await app.member();
    const conversationId = await send(one, two, 'primero');
    const onesBrowser = await app.elsewhere(one);
    await app.as(two);
    const key = messagesQuery(two.id, conversationId).queryKey;
    await app.queryClient.fetchInfiniteQuery(messagesQuery(two.id, conversationId));
    await storeBatch(onesBrowser, [{ id: randomUUID(), conversation_id: conversationId, sender_id: one.id, body: 'segundo', created_at: new Date().toISOString(), status: 'pending' }]);
    expect(flattenPages(app.queryClient.getQueryData<MessagesData>(key)).map((m) => m.body)).toEqual(['primero']);
    await catchUp(app.queryClient, two.id, conversationId);
    expect(flattenPages(app.queryClient.getQueryData<MessagesData>(key)).map((m) => m.body)).toEqual(['primero', 'segundo']);
  });

  it('a stranger reads nothing of the conversation and cannot move its read pointer', async () => {
    const one = await app.member();
    const two = await app.member();
    const conversationId = await send(one, two, 'privado');
    const stranger = await app.member();
    await app.as(stranger);
    expect(await app.fetch(messagesQuery(stranger.id, conversationId))).toEqual({ rows: [], first: true });
    expect(await app.fetch(readsQuery(stranger.id, conversationId))).toEqual([]);
    const [{ id }] = await app.sql<{ id: string }>('select id from public.messages where conversation_id = $1', [conversationId]);
    expect((await app.refusal(app.mutate(markReadMutation(stranger.id, conversationId), id))).code).toBe('not_conversation_member');
  });
});
