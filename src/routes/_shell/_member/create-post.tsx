// /create-post ('Nueva Publicación'): the form for members; visitors get the 'Inicia sesión' toast and a prompt.
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout';
import { CreatePostForm } from '@/features/posts';

const SIGN_IN_MESSAGE = 'Necesitas iniciar sesión para crear una publicación.';

function CreatePost() {
  const { community } = Route.useSearch();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle title="Nueva Publicación" />
      <h1 className="text-2xl font-bold">Nueva Publicación</h1>
      <CreatePostForm initialCommunityId={community} />
    </div>
  );
}

export const Route = createFileRoute('/_shell/_member/create-post')({
  staticData: {
    memberPrompt: {
      title: 'Nueva Publicación',
      message: SIGN_IN_MESSAGE,
      redirect: '/create-post',
      showBack: true,
      toast: { title: 'Inicia sesión', description: SIGN_IN_MESSAGE, variant: 'destructive' },
    },
  },
  validateSearch: (search: Record<string, unknown>): { community?: number } => {
    const n = Number(search.community);
    return Number.isSafeInteger(n) && n > 0 ? { community: n } : {};
  },
  // The query module comes with the page (dynamic import), so it stays out of every page's first download.
  loader: async ({ context }) => {
    const { communityOptionsQuery } = await import('@/features/posts/api/community-options-query');
    await context.queryClient.prefetchQuery(communityOptionsQuery());
  },
  component: CreatePost,
});
