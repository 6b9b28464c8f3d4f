// A conversation's history as an infinite query paging upward (chat_messages_before), plus the cache edits that
// live messages, catch-up reads and sent messages make to it. Page 0 is the newest; new rows are merged into it.
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { mergeMessages, lastStored, withdrawRelayed } from '../merge';
import type { ChatMessage } from '../types';
import { chatKeys } from './keys';

export const PAGE_SIZE = 30;
const CATCH_UP_ROWS = 500;

export interface MessagePage {
  rows: ChatMessage[];
  /** Whether this page reached the start of the conversation. */
  first: boolean;
}

type Cursor = { created_at: string; id: string } | null;
export type MessagesData = InfiniteData<MessagePage, Cursor>;

export function messagesQuery(me: string, conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(me, conversationId),
    queryFn: async ({ pageParam }): Promise<MessagePage> => {
      const page = await rows(
        supabase.rpc('chat_messages_before', {
          conversation_id: conversationId,
          page_size: PAGE_SIZE,
          ...(pageParam ? { before_created_at: pageParam.created_at, before_id: pageParam.id } : {}),
        }),
      );
      return { rows: page, first: page.length < PAGE_SIZE };
    },
    initialPageParam: null as Cursor,
    getNextPageParam: (last): Cursor | undefined => (last.first || !last.rows.length ? undefined : { created_at: last.rows[0].created_at, id: last.rows[0].id }),
    // The cache is kept current by the channel and the catch-up read; a refetch would only lose merged rows.
    staleTime: Infinity,
  });
}

/** Every loaded message, oldest first, once each. */
export function flattenPages(data: InfiniteData<MessagePage, unknown> | undefined): ChatMessage[] {
  return data ? mergeMessages(...data.pages.map((p) => p.rows)) : [];
}

/** Merges stored rows into the newest page of the conversation's cache (nothing when it is not loaded). */
export function addMessages(queryClient: QueryClient, me: string, conversationId: string, incoming: readonly ChatMessage[]): void {
  const fresh = incoming.filter((m) => m.conversation_id === conversationId);
  if (!fresh.length) return;
  queryClient.setQueryData<MessagesData>(chatKeys.messages(me, conversationId), (old) => {
    if (!old?.pages.length) return old;
    const [newest, ...rest] = old.pages;
    return { ...old, pages: [{ ...newest, rows: mergeMessages(newest.rows, fresh) }, ...rest] };
  });
}

/** Adds the other member's relayed copy of a message unless a message with its id is already held (stored or not). */
export function addRelayed(queryClient: QueryClient, me: string, conversationId: string, relayed: ChatMessage): void {
  const held = flattenPages(queryClient.getQueryData<MessagesData>(chatKeys.messages(me, conversationId)));
  if (!held.some((m) => m.id === relayed.id)) addMessages(queryClient, me, conversationId, [relayed]);
}

/** Removes a relayed copy its writer withdrew (the send was refused for good). */
export function dropRelayed(queryClient: QueryClient, me: string, conversationId: string, id: string): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(me, conversationId), (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, rows: withdrawRelayed(p.rows, id) })) } : old,
  );
}

/**
 * Re-reads from a little before the newest message the cache holds: a row that committed late with an earlier time
 * (two senders at once) must not fall behind the cursor. Rows already held merge away by id.
 */
const LOOKBACK_MS = 10_000;

/** Reads whatever was stored after the newest message the cache holds and merges it (after every (re)subscribe). */
export async function catchUp(queryClient: QueryClient, me: string, conversationId: string): Promise<void> {
  let previous: string | undefined;
  for (;;) {
    const data = queryClient.getQueryData<MessagesData>(chatKeys.messages(me, conversationId));
    if (!data) return;
    const last = lastStored(flattenPages(data));
    // A full page that moved nothing forward: everything in the window is already here.
    if (previous !== undefined && last?.id === previous) return;
    previous = last?.id;
    const page = await rows(
      supabase.rpc('chat_messages_after', {
        conversation_id: conversationId,
        max_rows: CATCH_UP_ROWS,
        ...(last ? { after_created_at: new Date(Date.parse(last.created_at) - LOOKBACK_MS).toISOString() } : {}),
      }),
    );
    addMessages(queryClient, me, conversationId, page);
    if (page.length < CATCH_UP_ROWS) return;
  }
}

const rereads = new Map<string, { again: boolean }>();

/** catchUp for a broadcast hint: one read at a time per conversation; hints that arrive meanwhile ask for one more after it. */
export function rereadMessages(queryClient: QueryClient, me: string, conversationId: string): void {
  const key = `${me}:${conversationId}`;
  const running = rereads.get(key);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  rereads.set(key, state);
  void catchUp(queryClient, me, conversationId)
    .catch(() => undefined)
    .finally(() => {
      rereads.delete(key);
      if (state.again) rereadMessages(queryClient, me, conversationId);
    });
}
