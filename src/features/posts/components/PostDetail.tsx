// The full post on /post/{id}: byline, vote column, title, image, content, tags and actions; not-found screen.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { ButtonLink, Spinner } from '@/components/ui';
import { PageTitle, QueryState } from '@/components/layout';
import { postQuery } from '../api/post-query';
import type { PostCardData } from '../api/types';
import { PostHeader } from './PostHeader';
import { PostVotes } from './PostVotes';
import { PostImage } from './PostImage';
import { PostTags } from './PostTags';
import { PostActions } from './PostActions';

/** `comments` is the thread, composed by the route from the comments feature. */
export function PostDetail({ postId, comments }: { postId: number; comments: ReactNode }) {
  return (
    <QueryState query={useQuery(postQuery(postId))} pending={<PostDetailSkeleton />} empty={<PostNotFound />}>
      {(post) => <Post post={post} comments={comments} />}
    </QueryState>
  );
}

function PostNotFound() {
  return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
        <PageTitle title="Publicación no encontrada" />
        <FileQuestion size={40} className="text-base-content/70" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Publicación no encontrada</h1>
        <p className="text-base-content/80">La publicación que buscas no existe o ha sido eliminada.</p>
        <ButtonLink to="/" variant="primary">
          Volver al inicio
        </ButtonLink>
      </section>
  );
}

function Post({ post, comments }: { post: PostCardData; comments: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={post.title} />
      <article className="flex gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6" data-testid="post-detail">
        <div>
          <PostVotes post={post} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <PostHeader post={post} />
          <h1 className="text-2xl font-bold leading-tight break-words">{post.title}</h1>
          <PostImage src={post.image_url} alt={post.title} eager />
          <p className="whitespace-pre-line break-words">{post.content}</p>
          <PostTags tags={post.tags} />
          <div className="flex flex-wrap items-center gap-1">
            <PostActions post={post} />
          </div>
        </div>
      </article>
      {comments}
    </div>
  );
}

function PostDetailSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" aria-busy="true">
      <Spinner label="Cargando publicación..." />
      <div className="h-64 animate-pulse rounded-2xl bg-base-200" />
    </div>
  );
}
