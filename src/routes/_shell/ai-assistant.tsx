// /ai-assistant (Asistente IA): the AI hub — Centro de Aprendizaje and Asistente General.
import { createFileRoute } from '@tanstack/react-router';
import { AiHubPage, categoriesQuery } from '@/features/assistant';

export const Route = createFileRoute('/_shell/ai-assistant')({
  loader: ({ context }) => context.queryClient.prefetchQuery(categoriesQuery()),
  component: AiHubPage,
});
