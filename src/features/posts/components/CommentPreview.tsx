// A card's comment panel: up to 3 featured comments and 'Ver todos los N comentarios'.
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui';
import { QueryState } from '@/components/layout';
import { formatRelativeTime } from '@/lib/format';
import { commentPreviewQuery, type PreviewComment } from '../api/comment-preview-query';

export function CommentPreview({ postId, total }: { postId: number; total: number }) {
  return (
    <QueryState query={useQuery(commentPreviewQuery(postId))} pending={<Spinner label="Cargando comentarios..." />}>
      {(comments) => <Preview postId={postId} total={total} comments={comments} />}
    </QueryState>
  );
}

function Preview({ postId, total, comments }: { postId: number; total: number; comments: PreviewComment[] }) {
  return (
    <div className="flex flex-col gap-2 border-t border-base-300 pt-3" data-testid="comment-preview">
      {comments.length === 0 ? <p className="text-sm text-base-content/80">No hay comentarios aún.</p> : null}
      <ul className="flex flex-col gap-2">
        {comments.map((c) => (
          <li key={c.id} className="rounded-xl bg-base-200 px-3 py-2 text-sm">
            <span className="font-semibold">{c.author?.name ?? 'Usuario'}</span>{' '}
            <span className="text-base-content/80">· {formatRelativeTime(c.created_at)}</span>
            <p className="whitespace-pre-line break-words">{c.content}</p>
          </li>
        ))}
      </ul>
      <Link to="/post/$id" params={{ id: String(postId) }} hash="comment-form" className="text-sm font-medium text-primary hover:underline">
        {total === 1 ? 'Ver 1 comentario' : total > 0 ? `Ver todos los ${total} comentarios` : 'Escribir un comentario'}
      </Link>
    </div>
  );
}
