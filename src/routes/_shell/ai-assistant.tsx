// /ai-assistant (Asistente IA): the AI hub — Centro de Aprendizaje and Asistente General.
import { createFileRoute } from '@tanstack/react-router';
import { AiHubPage } from '@/features/assistant';

export const Route = createFileRoute('/_shell/ai-assistant')({
  // The query module comes with the page, so it stays out of every page's first download.
  loader: async ({ context }) => {
    const { categoriesQuery } = await import('@/features/assistant/api/categories-query');
    await context.queryClient.prefetchQuery(categoriesQuery());
  },
  component: AiHubPage,
});
