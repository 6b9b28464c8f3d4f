// The comment thread of a post or a reel: form (#comment-form), nested comments, 'No hay comentarios aún.', live updates.
import { useCallback, useDeferredValue } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui';
import { QueryState } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { threadCommentsQuery } from '../api/thread-comments-query';
import { myCommentVotesQuery } from '../api/my-comment-votes-query';
import { commentKeys } from '../api/keys';
import { hasVotes, type CommentThread } from '../api/thread';
import { buildThread } from '../tree';
import { useLiveComments } from '../use-live-comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/**
 * onChanged lets the page refresh what depends on the thread (the post's comment count); `showTitle` false when the
 * thread sits in a dialog already titled 'Comentarios'; `closed`: no new comments or replies (a deleted post).
 */
export function CommentsSection({
  thread,
  onChanged,
  showTitle = true,
  closed = false,
}: {
  thread: CommentThread;
  onChanged?: () => void;
  showTitle?: boolean;
  closed?: boolean;
}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const q = useQuery(threadCommentsQuery(thread));
  // Why: the thread renders in its own interruptible pass after the post, so the post paints without waiting for it.
  const comments = useDeferredValue(q.data);
  const votes = hasVotes(thread);
  const myVotes = useQuery({ ...myCommentVotesQuery(thread.id, user?.id ?? null, (q.data ?? []).map((c) => c.id)), enabled: votes }).data ?? {};
  const { kind, id } = thread;
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: commentKeys.byThread({ kind, id }) });
    onChanged?.();
  }, [queryClient, kind, id, onChanged]);
  useLiveComments(thread, refresh);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={showTitle ? 'comments-title' : undefined} aria-label={showTitle ? undefined : 'Comentarios'}>
      {showTitle ? (
        <h2 id="comments-title" className="text-xl font-bold">
          Comentarios
        </h2>
      ) : null}
      {closed ? null : <CommentForm id="comment-form" thread={thread} onSent={refresh} />}
      <QueryState
        query={{ isPending: q.isPending, isError: q.isError, error: q.error, refetch: q.refetch, data: comments }}
        pending={<Spinner label="Cargando comentarios..." />}
        empty={comments ? <p className="text-base-content/80">No hay comentarios aún.</p> : null}
      >
        {(list) => (
          <ul className="flex flex-col gap-4" data-testid="comment-list">
            {buildThread(list).map((c) => (
              <CommentItem key={c.id} thread={thread} comment={c} onChanged={refresh} myVotes={votes ? myVotes : null} closed={closed} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
