// Builds the nested comment thread from flat rows; replies whose parent is hidden (blocked author) are dropped.
import type { CommentNode, CommentRow } from './api/types';

export function buildThread(rows: CommentRow[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>();
  for (const r of rows) nodes.set(r.id, { ...r, replies: [] });
  const roots: CommentNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parent_id === null) roots.push(node);
    else nodes.get(r.parent_id)?.replies.push(node);
  }
  return roots;
}
