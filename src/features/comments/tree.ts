// Builds the nested comment thread from flat rows. A reply whose parent the reader cannot see (its author is someone
// they blocked, or a moderator hid it) is kept under a placeholder for that parent, so nobody else's reply vanishes with it.
import type { CommentNode, CommentRow } from './api/types';

function hiddenParent(id: number, child: CommentRow): CommentNode {
  return {
    id,
    post_id: child.post_id,
    parent_id: null,
    author_id: '',
    content: '',
    upvotes: 0,
    downvotes: 0,
    created_at: child.created_at,
    edited_at: null,
    deleted_at: null,
    author: null,
    hidden: true,
    replies: [],
  };
}

export function buildThread(rows: CommentRow[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>();
  for (const r of rows) nodes.set(r.id, { ...r, replies: [] });
  const roots: CommentNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parent_id === null) {
      roots.push(node);
      continue;
    }
    let parent = nodes.get(r.parent_id);
    if (!parent) {
      // Its place in the thread is unknown (its own parent may be hidden too): it stands at the top level.
      parent = hiddenParent(r.parent_id, r);
      nodes.set(r.parent_id, parent);
      roots.push(parent);
    }
    parent.replies.push(node);
  }
  return roots;
}

/**
 * What the placeholder of a comment the reader cannot see says: a visitor blocks nobody, so for them a moderator hid it;
 * a member may have blocked its author instead (the database does not say which).
 */
export function missingCommentLabel(signedIn: boolean): string {
  return signedIn ? 'Comentario oculto: bloqueaste a su autor o fue retirado por moderación' : 'Comentario retirado por moderación';
}
