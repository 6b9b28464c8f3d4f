// /chat and /chat/{chatWithUserId}: contact list and conversation side by side on desktop, two screens on mobile.
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { PageTitle } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useChatRuntime } from '../api/runtime';
import { ContactList } from './ContactList';
import { ConversationPane } from './ConversationPane';
import { messageOf } from '@/lib/errors';

export const SELF_CHAT_TOAST = { title: 'Acción no permitida', description: messageOf('cannot_chat_with_self'), variant: 'destructive' } as const;

/** Members only (the route's guard shows visitors 'Acceso Restringido'). */
export function ChatPage({ chatWithUserId }: { chatWithUserId?: string }) {
  const me = useAuth().user?.id;
  return me ? <MemberChat me={me} chatWithUserId={chatWithUserId} /> : null;
}

function MemberChat({ me, chatWithUserId }: { me: string; chatWithUserId?: string }) {
  const runtime = useChatRuntime(me);
  const navigate = useNavigate();
  const self = chatWithUserId?.toLowerCase() === me.toLowerCase();
  useEffect(() => {
    if (!self) return;
    notify(SELF_CHAT_TOAST);
    void navigate({ to: '/chat', replace: true });
  }, [self, navigate]);
  const selected = chatWithUserId && !self ? chatWithUserId : undefined;

  return (
    <div className="-my-4 flex h-[calc(100dvh-8rem)] min-h-[26rem] overflow-hidden rounded-2xl border border-base-300 bg-base-100 sm:my-0">
      <PageTitle title="Mensajes" />
      <aside aria-label="Contactos" className={`${selected ? 'hidden md:flex' : 'flex'} w-full shrink-0 flex-col border-base-300 md:w-80 md:border-r`}>
        <ContactList me={me} selectedId={selected} />
      </aside>
      <section aria-label="Conversación" className={`${selected ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}>
        {selected ? <ConversationPane key={selected} me={me} partnerId={selected} runtime={runtime} /> : <EmptyPane />}
      </section>
    </div>
  );
}

function EmptyPane() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="rounded-2xl bg-base-200 p-4 text-primary" aria-hidden="true">
        <MessageCircle size={40} />
      </span>
      <h2 className="text-xl font-bold">Elige una conversación</h2>
      <p className="max-w-sm text-base-content/80">Elige un contacto de la lista para ver la conversación o empezar una nueva.</p>
    </div>
  );
}
