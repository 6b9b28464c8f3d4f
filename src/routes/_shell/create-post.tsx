// /create-post ('Nueva Publicación'): the form for members; visitors get the 'Inicia sesión' toast and a prompt.
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle, SignInPrompt } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notifySignInRequired } from '@/lib/toast';
import { CreatePostForm, communityOptionsQuery } from '@/features/posts';

const SIGN_IN_MESSAGE = 'Necesitas iniciar sesión para crear una publicación.';

function CreatePost() {
  const { user, loading } = useAuth();
  const { community } = Route.useSearch();
  const visitor = !user && !loading;
  useEffect(() => {
    if (visitor) notifySignInRequired(SIGN_IN_MESSAGE);
  }, [visitor]);
  if (!user && loading) return <Spinner />;
  if (!user) return <SignInPrompt title="Nueva Publicación" message={SIGN_IN_MESSAGE} redirect="/create-post" showBack />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle title="Nueva Publicación" />
      <h1 className="text-2xl font-bold">Nueva Publicación</h1>
      <CreatePostForm initialCommunityId={community} />
    </div>
  );
}

export const Route = createFileRoute('/_shell/create-post')({
  validateSearch: (search: Record<string, unknown>): { community?: number } => {
    const n = Number(search.community);
    return Number.isSafeInteger(n) && n > 0 ? { community: n } : {};
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(communityOptionsQuery()),
  component: CreatePost,
});
