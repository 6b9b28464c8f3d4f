// What a comment thread hangs on: a post or a reel; both threads live in the one comments table (post_id or reel_id).
import type { ReportTarget } from '@/lib/reports';

export type CommentThread = { kind: 'post'; id: number } | { kind: 'reel'; id: number };

export const postThread = (id: number): CommentThread => ({ kind: 'post', id });
export const reelThread = (id: number): CommentThread => ({ kind: 'reel', id });

/** The column of the comments table that names the thread. */
export const threadColumn = (thread: CommentThread): 'post_id' | 'reel_id' => (thread.kind === 'post' ? 'post_id' : 'reel_id');

/** What a report of one of the thread's comments is filed as: a comment, whatever its thread. */
export const reportTargetOf = (_thread: CommentThread): ReportTarget => 'comment';

/** Post comments show votes; reel comments do not. */
export const hasVotes = (thread: CommentThread): boolean => thread.kind === 'post';

/** The realtime topic and the comments filter whose changes refresh the thread. */
export function threadChanges(thread: CommentThread): { topic: string; table: string; filter: string } {
  return { topic: `${thread.kind}-comments-${thread.id}`, table: 'comments', filter: `${threadColumn(thread)}=eq.${thread.id}` };
}
