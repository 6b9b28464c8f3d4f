// Live chat: the private dm:<conversation> channel (hints of new messages and read receipts, confirmed by reading the
// tables; the other member's relay; typing through presence) and the member's private user:<id> topic (a message or a read anywhere refreshes the unread total and the contact list).
// Every (re)subscribe reads what was stored after the newest message held, then sends the outbox.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useChannel } from '@/lib/realtime';
import { chatKeys } from './keys';
import { addRelayed, catchUp, dropRelayed, rereadMessages } from './messages-query';
import { registerRelay, relayedFrom } from './relay';
import type { ChatRuntime } from './runtime';

/** How long after the last keystroke one still counts as typing, and how often presence is updated meanwhile. */
const TYPING_IDLE_MS = 3000;
const TYPING_THROTTLE_MS = 2000;

interface TypingMeta {
  typing?: boolean;
}

export interface ConversationLive {
  /** The other member is typing now. */
  partnerTyping: boolean;
  /** Call on every keystroke (true) and when the text was sent or cleared (false). */
  setTyping(active: boolean): void;
}

export function useConversationLive(me: string, conversationId: string | undefined, partnerId: string, runtime: ChatRuntime): ConversationLive {
  const queryClient = useQueryClient();
  const channelRef = useRef<RealtimeChannel | null>(null);
  const unregisterRelay = useRef<(() => void) | null>(null);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const typingState = useRef<{ tracked: boolean; lastTrack: number; idle?: ReturnType<typeof setTimeout> }>({ tracked: false, lastTrack: 0 });

  const sync = useCallback(() => {
    if (!conversationId) return;
    void catchUp(queryClient, me, conversationId)
      .catch(() => undefined)
      .finally(() => void runtime.sender.flush());
    void queryClient.invalidateQueries({ queryKey: chatKeys.reads(me, conversationId) });
  }, [queryClient, me, conversationId, runtime]);

  const reread = useCallback(() => void (conversationId && rereadMessages(queryClient, me, conversationId)), [queryClient, me, conversationId]);
  const rereadReceipts = useCallback(() => {
    if (conversationId) void queryClient.invalidateQueries({ queryKey: chatKeys.reads(me, conversationId) });
  }, [queryClient, me, conversationId]);

  useChannel({
    topic: `dm:${conversationId}`,
    config: { private: true, presence: { key: me } },
    enabled: !!conversationId,
    bind: (channel) => {
      channelRef.current = channel;
      channel
        // Stored messages and read receipts are hints: what is shown is read back from the tables (a member could
        // broadcast anything on the topic, even a 'message' under the other's name).
        .on('broadcast', { event: 'message' }, reread)
        .on('broadcast', { event: 'read' }, rereadReceipts)
        .on('broadcast', { event: 'message_sent' }, ({ payload }) => {
          // The other member's relay of what they just wrote, never over a message already held.
          const relayed = conversationId ? relayedFrom(payload, conversationId, partnerId) : null;
          if (conversationId && relayed) addRelayed(queryClient, me, conversationId, relayed);
        })
        .on('broadcast', { event: 'message_withdrawn' }, ({ payload }) => {
          const id = (payload as { id?: unknown } | null)?.id;
          if (conversationId && typeof id === 'string') dropRelayed(queryClient, me, conversationId, id);
        })
        .on('presence', { event: 'sync' }, () => {
          const entries = (channel.presenceState() as Record<string, TypingMeta[]>)[partnerId] ?? [];
          setPartnerTyping(entries.some((m) => m.typing));
        });
    },
    onSubscribed: (channel) => {
      channelRef.current = channel;
      unregisterRelay.current?.();
      if (conversationId) unregisterRelay.current = registerRelay(conversationId, channel);
      typingState.current.tracked = false;
      sync();
    },
    onStatus: (status) => {
      if (status !== 'subscribed') setPartnerTyping(false);
    },
  });

  // Coming back online or to the tab: the socket may have missed messages before it notices it is gone.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && sync();
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sync]);

  const setTyping = useCallback((active: boolean) => {
    const state = typingState.current;
    const channel = channelRef.current;
    clearTimeout(state.idle);
    if (!channel) return;
    const stop = () => {
      if (!state.tracked) return;
      state.tracked = false;
      void channel.untrack().catch(() => undefined);
    };
    if (!active) return stop();
    // Presence is written only while typing, at most every TYPING_THROTTLE_MS.
    const now = Date.now();
    if (!state.tracked || now - state.lastTrack > TYPING_THROTTLE_MS) {
      state.tracked = true;
      state.lastTrack = now;
      void channel.track({ typing: true }).catch(() => undefined);
    }
    state.idle = setTimeout(stop, TYPING_IDLE_MS);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(typingState.current.idle);
      unregisterRelay.current?.();
    },
    [],
  );

  return { partnerTyping, setTyping };
}

/** The member's user:<id> topic: 'chat_message' and 'chat_read' refresh the unread total and the contact list. */
export function useChatInbox(me: string | null): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    if (!me) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread(me) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.contactsAll(me) });
  };
  useChannel({
    topic: `user:${me}`,
    config: { private: true },
    enabled: !!me,
    bind: (channel) => void channel.on('broadcast', { event: 'chat_message' }, refresh).on('broadcast', { event: 'chat_read' }, refresh),
    onSubscribed: refresh,
  });
}
