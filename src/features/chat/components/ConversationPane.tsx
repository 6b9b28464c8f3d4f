// The conversation with one member: opens it (or says why not), then the live history and the composer.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Ban, UserX } from 'lucide-react';
import { ErrorState, PageTitle, QueryState } from '@/components/layout';
import { messageOf, type AppError } from '@/lib/errors';
import { conversationQuery } from '../api/conversation-query';
import type { ChatRuntime } from '../api/runtime';
import { BackLink } from './BackLink';
import { Composer } from './Composer';
import { ConversationView } from './ConversationView';

export const BLOCKED_MESSAGE = messageOf('messaging_blocked');

export function ConversationPane({ me, partnerId, runtime }: { me: string; partnerId: string; runtime: ChatRuntime }) {
  const pending = (
    <div role="status" aria-label="Cargando conversación" className="flex flex-1 items-center justify-center">
      <span className="h-10 w-10 animate-pulse rounded-full bg-base-200" />
    </div>
  );
  return (
    <QueryState query={useQuery(conversationQuery(me, partnerId))} pending={pending} error={conversationError}>
      {(found) => <ConversationView me={me} conversationId={found.conversationId} partner={found.partner} runtime={runtime} />}
    </QueryState>
  );
}

function conversationError(error: AppError, retry: () => void): ReactNode {
  // /chat/<own id> is redirected by the page; show nothing meanwhile.
  if (error.code === 'cannot_chat_with_self') return null;
  if (error.code === 'member_not_found' || error.code === '22P02') return <UnknownMember />;
  if (error.code === 'messaging_blocked') return <BlockedMember />;
  return (
    <div className="flex flex-1 flex-col">
      <BackBar />
      <div className="p-4">
        <ErrorState message={error.message} onRetry={retry} />
      </div>
    </div>
  );
}

function BackBar() {
  return (
    <div className="flex h-16 items-center border-b border-base-300 px-2 md:hidden">
      <BackLink />
    </div>
  );
}

function UnknownMember() {
  return (
    <div className="flex flex-1 flex-col">
      <PageTitle title="Usuario no encontrado" />
      <BackBar />
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <UserX size={40} className="text-base-content/60" aria-hidden="true" />
        <h2 className="text-xl font-bold">Usuario no encontrado</h2>
        <p className="text-base-content/80">{messageOf('member_not_found')}</p>
        <Link to="/chat" className="font-medium text-primary underline-offset-2 hover:underline">
          Volver a Mensajes
        </Link>
      </div>
    </div>
  );
}

function BlockedMember() {
  return (
    <div className="flex flex-1 flex-col">
      <BackBar />
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <Ban size={40} className="text-base-content/60" aria-hidden="true" />
        <p className="font-semibold">{BLOCKED_MESSAGE}</p>
      </div>
      <Composer onSend={() => undefined} onTyping={() => undefined} disabled disabledReason={BLOCKED_MESSAGE} />
    </div>
  );
}
