// /chat/{chatWithUserId}: conversation with one member (members only; visitors get 'Acceso Restringido').
import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/features/chat';
import { CHAT_PROMPT } from './-prompt';

function ChatWithPage() {
  const { chatWithUserId } = Route.useParams();
  return <ChatPage chatWithUserId={chatWithUserId} />;
}

export const Route = createFileRoute('/_shell/_member/chat/$chatWithUserId')({
  staticData: { memberPrompt: CHAT_PROMPT },
  component: ChatWithPage,
});
