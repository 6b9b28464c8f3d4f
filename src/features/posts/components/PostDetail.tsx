// The full post on /post/{id}: byline, vote column, title, image, content, tags and actions (edit/delete for its author);
// a post whose author the reader just blocked stays readable with a notice; a deleted post keeps its comments readable;
// a post hidden by moderation shows its author (and staff) 'Retirado por moderación', everyone else 'Publicación retirada'.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, EyeOff, FileQuestion, Trash2 } from 'lucide-react';
import { Alert, ButtonLink, Spinner } from '@/components/ui';
import { PageTitle, QueryState } from '@/components/layout';
import { ModerationLabel } from '@/components/ui/moderation-label';
import { useAuth } from '@/lib/auth';
import { postQuery } from '../api/post-query';
import { postStateQuery } from '../api/post-state-query';
import type { PostCardData } from '../api/types';
import { PostHeader } from './PostHeader';
import { PostVotes } from './PostVotes';
import { PostImage } from './PostImage';
import { PostTags } from './PostTags';
import { PostActions } from './PostActions';
import { PostOwnerBar } from './PostOwnerBar';
import { UnblockButton } from './UnblockButton';

// Only an author who chose 'Editar' needs the edit form (and the form library): downloaded then, not with every post.
const PostEditForm = lazy(() => import('./PostEditForm').then((m) => ({ default: m.PostEditForm })));

/** `comments` is the thread, composed by the route from the comments feature; `closed` when nobody can comment any more. */
export function PostDetail({ postId, comments }: { postId: number; comments: (closed: boolean) => ReactNode }) {
  const query = useQuery(postQuery(postId));
  // The last copy read: when the reader blocks its author the post stays on screen (with a notice) until they leave.
  const [kept, setKept] = useState<PostCardData | null>(null);
  if (query.data && query.data !== kept) setKept(query.data);
  return (
    <QueryState query={query} pending={<PostDetailSkeleton />} empty={<PostGone postId={postId} kept={kept} comments={comments} />}>
      {(post) => <Post post={post} comments={comments(false)} />}
    </QueryState>
  );
}

function PostGone({ postId, kept, comments }: { postId: number; kept: PostCardData | null; comments: (closed: boolean) => ReactNode }) {
  const viewerId = useAuth().user?.id ?? null;
  // A failed read of why the post is gone shows the error with 'Reintentar', never 'Publicación no encontrada'.
  return (
    <QueryState query={useQuery(postStateQuery(postId, viewerId))} pending={<PostDetailSkeleton />} empty={<PostNotFound />}>
      {(state) =>
        state === 'blocked' && kept ? (
          <Post post={kept} comments={comments(true)} blocked />
        ) : state === 'blocked' ? (
          <BlockedPost />
        ) : state === 'hidden' ? (
          <HiddenPost />
        ) : (
          <DeletedPost comments={comments(true)} />
        )
      }
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

function BlockedPost() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title="Publicación oculta" />
      <Ban size={40} className="text-base-content/70" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Publicación oculta</h1>
      <p className="text-base-content/80">Esta publicación es de un miembro que bloqueaste. Puedes deshacer el bloqueo en Configuración.</p>
      <ButtonLink to="/settings" variant="primary">
        Ir a Configuración
      </ButtonLink>
    </section>
  );
}

function HiddenPost() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center" data-testid="post-hidden">
      <PageTitle title="Publicación retirada" />
      <EyeOff size={40} className="text-base-content/70" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Publicación retirada</h1>
      <p className="text-base-content/80">El equipo de moderación retiró esta publicación porque no cumple las normas de la comunidad.</p>
      <ButtonLink to="/" variant="primary">
        Volver al inicio
      </ButtonLink>
    </section>
  );
}

function DeletedPost({ comments }: { comments: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title="Publicación eliminada" />
      <section className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-base-300 p-8 text-center" data-testid="post-deleted">
        <Trash2 size={32} className="text-base-content/70" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Publicación eliminada</h1>
        <p className="text-base-content/80">Su autor eliminó esta publicación. Los comentarios se conservan, pero ya no se puede comentar.</p>
      </section>
      {comments}
    </div>
  );
}

function Post({ post, comments, blocked = false }: { post: PostCardData; comments: ReactNode; blocked?: boolean }) {
  const viewerId = useAuth().user?.id ?? null;
  const [editing, setEditing] = useState(false);
  const isOwn = viewerId !== null && viewerId === post.author_id;
  const name = post.author?.name ?? 'este usuario';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={post.title} />
      {blocked ? (
        <div data-testid="blocked-notice">
          <Alert icon={<Ban size={20} aria-hidden="true" />}>
            <p>
              Bloqueaste a {name}. Puedes terminar de leer esta publicación; no verás más su contenido.
            </p>
            <UnblockButton authorId={post.author_id} name={name} />
          </Alert>
        </div>
      ) : null}
      {post.hidden_by_moderation ? (
        <div data-testid="post-moderation-notice">
          <Alert tone="warning">
            <ModerationLabel />
            <p className="mt-1 text-sm">
            {isOwn
              ? 'El equipo de moderación retiró esta publicación: solo tú y los moderadores pueden verla.'
              : 'El equipo de moderación retiró esta publicación: solo su autor y los moderadores pueden verla.'}
            </p>
          </Alert>
        </div>
      ) : null}
      <article className="flex gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6" data-testid="post-detail">
        {!blocked ? (
          <div>
            <PostVotes post={post} />
          </div>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <PostHeader post={post} />
          {editing ? (
            <Suspense fallback={<Spinner />}>
              <PostEditForm post={post} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <>
              <h1 className="text-2xl font-bold leading-tight break-words">{post.title}</h1>
              <PostImage src={post.image_url} alt={post.title} eager />
              <p className="whitespace-pre-line break-words">{post.content}</p>
              <PostTags tags={post.tags} />
            </>
          )}
          {!blocked ? (
            <div className="flex flex-wrap items-center gap-1">
              <PostActions post={post} />
              {isOwn && !editing ? <PostOwnerBar post={post} onEdit={() => setEditing(true)} /> : null}
            </div>
          ) : null}
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
