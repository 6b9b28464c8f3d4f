// /post/{id}: the post (posts feature) with its live comment thread (comments feature).
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PostDetail, postKeys, postQuery } from '@/features/posts';
import { CommentsSection, postThread } from '@/features/comments';
// The loader's import by path: the loader ships with the first bundle, the thread does not.
import { commentsQuery } from '@/features/comments/api/comments-query';

function PostPage() {
  const { id } = Route.useParams();
  const postId = Number(id);
  const queryClient = useQueryClient();
  // A new comment changes the post's comment count.
  const onCommentsChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) }), [queryClient, postId]);
  const comments = useCallback(
    (closed: boolean) => <CommentsSection key={postId} thread={postThread(postId)} closed={closed} onChanged={onCommentsChanged} />,
    [postId, onCommentsChanged],
  );
  return <PostDetail key={postId} postId={postId} comments={comments} />;
}

export const Route = createFileRoute('/_shell/post/$id')({
  // prefetch never throws: failures are shown in place with 'Reintentar'.
  // An id that is not a post id ('/post/abc') reads nothing: the page says 'Publicación no encontrada'.
  loader: ({ context, params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    return Promise.all([context.queryClient.prefetchQuery(postQuery(id)), context.queryClient.prefetchQuery(commentsQuery(id))]).then(() => undefined);
  },
  component: PostPage,
});
