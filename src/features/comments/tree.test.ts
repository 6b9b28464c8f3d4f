// buildThread nests replies at any depth, keeps order and keeps replies to a hidden comment under a placeholder.
import { describe, expect, it } from 'vitest';
import { buildThread, missingCommentLabel } from './tree';
import type { CommentRow } from './api/types';

const row = (id: number, parent_id: number | null): CommentRow => ({
  id, parent_id, post_id: 1, author_id: 'a', content: `c${id}`, upvotes: 0, downvotes: 0, created_at: '2026-01-01T00:00:00Z', edited_at: null, deleted_at: null, author: null,
});

describe('buildThread', () => {
  it('nests replies under their parents at any depth', () => {
    const t = buildThread([row(1, null), row(2, 1), row(3, 2), row(4, null), row(5, 1)]);
    expect(t.map((n) => n.id)).toEqual([1, 4]);
    expect(t[0].replies.map((n) => n.id)).toEqual([2, 5]);
    expect(t[0].replies[0].replies.map((n) => n.id)).toEqual([3]);
  });

  it('keeps replies whose parent is not visible under one placeholder for it', () => {
    const t = buildThread([row(2, 99), row(3, null), row(4, 99), row(5, 2)]);
    expect(t.map((n) => [n.id, n.hidden ?? false])).toEqual([
      [99, true],
      [3, false],
    ]);
    expect(t[0].replies.map((n) => n.id)).toEqual([2, 4]);
    expect(t[0].replies[0].replies.map((n) => n.id)).toEqual([5]);
  });
});

describe('missingCommentLabel', () => {
  it('tells a visitor a moderator hid it (visitors block nobody) and a member both possible reasons', () => {
    expect(missingCommentLabel(false)).toBe('Comentario retirado por moderación');
    expect(missingCommentLabel(true)).toMatch(/^Comentario oculto: bloqueaste a su autor o fue retirado por moderación$/);
  });
});
