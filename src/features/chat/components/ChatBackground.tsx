// Invisible, in the shell for members: imports the legacy chat history once, keeps the outbox sending while the
// member is elsewhere in the app, and listens on user:<id> so the unread badge and contact list stay current.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { chatKeys } from '../api/keys';
import { importLegacyChat } from '../api/import-legacy-chat';
import { useChatInbox } from '../api/realtime';
import { useChatRuntime } from '../api/runtime';

export function ChatBackground() {
  const me = useAuth().user?.id ?? null;
  useChatInbox(me);
  return me ? <MemberChatBackground key={me} me={me} /> : null;
}

function MemberChatBackground({ me }: { me: string }) {
  useChatRuntime(me);
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    importLegacyChat(me)
      .then((added) => {
        if (added > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.all(me) });
      })
      // What failed stays unmarked in storage: the next sign-in or reload tries again.
      .catch(() => undefined);
  }, [me, queryClient]);
  return null;
}
