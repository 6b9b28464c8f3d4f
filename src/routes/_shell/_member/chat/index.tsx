// /chat: the contact list, no conversation selected (members only; visitors get 'Acceso Restringido').
import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/features/chat';
import { CHAT_PROMPT } from './-prompt';

export const Route = createFileRoute('/_shell/_member/chat/')({
  staticData: { memberPrompt: CHAT_PROMPT },
  component: () => <ChatPage />,
});
