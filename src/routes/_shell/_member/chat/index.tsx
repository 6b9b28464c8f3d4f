// /chat: no conversation selected (members only; visitors get 'Acceso Restringido').
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';
import { CHAT_PROMPT } from './-prompt';

export const Route = createFileRoute('/_shell/_member/chat/')({
  staticData: { memberPrompt: CHAT_PROMPT },
  component: () => <UnderConstruction title="Mensajes" />,
});
