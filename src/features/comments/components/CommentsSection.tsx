// The post's comment thread: form (#comment-form), nested comments, 'No hay comentarios aún.', live updates.
import { useCallback, useDeferredValue } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui';
import { QueryState } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { commentsQuery } from '../api/comments-query';
import { myCommentVotesQuery } from '../api/my-comment-votes-query';
import { commentKeys } from '../api/keys';
import { buildThread } from '../tree';
import { useLiveComments } from '../use-live-comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/** onChanged lets the page refresh what depends on the thread (the post's comment count); closed: no new comments (deleted post). */
export function CommentsSection({ postId, onChanged, closed = false }: { postId: number; onChanged?: () => void; closed?: boolean }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const q = useQuery(commentsQuery(postId));
  // Why: the thread renders in its own interruptible pass after the post, so the post paints without waiting for it.
  const comments = useDeferredValue(q.data);
  const myVotes = useQuery(myCommentVotesQuery(postId, user?.id ?? null, (q.data ?? []).map((c) => c.id))).data ?? {};
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: commentKeys.byPost(postId) });
    onChanged?.();
  }, [queryClient, postId, onChanged]);
  useLiveComments(postId, refresh);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="comments-title">
      <h2 id="comments-title" className="text-xl font-bold">
        Comentarios
      </h2>
      {closed ? null : <CommentForm id="comment-form" postId={postId} onSent={refresh} />}
      <QueryState
        query={{ isPending: q.isPending, isError: q.isError, error: q.error, refetch: q.refetch, data: comments }}
        pending={<Spinner label="Cargando comentarios..." />}
        empty={comments ? <p className="text-base-content/80">No hay comentarios aún.</p> : null}
      >
        {(list) => (
          <ul className="flex flex-col gap-4" data-testid="comment-list">
            {buildThread(list).map((c) => (
              <CommentItem key={c.id} comment={c} onChanged={refresh} myVotes={myVotes} closed={closed} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
