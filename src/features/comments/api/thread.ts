// What a comment thread hangs on: a post (table comments) or a reel (table reel_comments); both keep the same rules.
import type { ReportTarget } from '@/lib/reports';

export type CommentThread = { kind: 'post'; id: number } | { kind: 'reel'; id: number };

export const postThread = (id: number): CommentThread => ({ kind: 'post', id });
export const reelThread = (id: number): CommentThread => ({ kind: 'reel', id });

/** What a report of one of the thread's comments is filed as. */
export function reportTargetOf(thread: CommentThread): ReportTarget {
  return thread.kind === 'post' ? 'comment' : 'reel_comment';
}

/** The table of the thread's comments (edits go there, under the author-only RLS policy). */
export const commentTable = (thread: CommentThread): 'comments' | 'reel_comments' => (thread.kind === 'post' ? 'comments' : 'reel_comments');

/** The SQL function that deletes one's own comment of the thread (kept as 'Comentario eliminado' while it has replies). */
export const deleteFunction = (thread: CommentThread): 'delete_comment' | 'delete_reel_comment' =>
  thread.kind === 'post' ? 'delete_comment' : 'delete_reel_comment';

/** Post comments carry votes; reel comments do not. */
export const hasVotes = (thread: CommentThread): boolean => thread.kind === 'post';

/** The realtime topic and table whose changes refresh the thread. */
export function threadChanges(thread: CommentThread): { topic: string; table: string; filter: string } {
  return thread.kind === 'post'
    ? { topic: `post-comments-${thread.id}`, table: 'comments', filter: `post_id=eq.${thread.id}` }
    : { topic: `reel-comments-${thread.id}`, table: 'reel_comments', filter: `reel_id=eq.${thread.id}` };
}
