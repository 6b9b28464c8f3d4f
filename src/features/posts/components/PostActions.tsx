// Post action bar: comments count, save, award, share, report and block, with the spec's toasts.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Award, Ban, Bookmark, Flag, MessageCircle, Share2 } from 'lucide-react';
import { Button, ConfirmDialog } from '@/components/ui';
import { ReportDialog } from '@/components/report';
import { useAuth, useMemberAction } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { formatCount, plural } from '@/lib/format';
import { shareWithToast, type ShareWording } from '@/lib/share';
import { blockQuestion, setBlockMutation } from '@/lib/blocks';
import { postViewerQuery } from '../api/post-viewer-query';
import { toggleSavePostMutation } from '../api/toggle-save-post-mutation';
import { togglePostAwardMutation } from '../api/toggle-post-award-mutation';
import { visibleComments, type PostCardData } from '../api/types';
import { messageOf } from '@/lib/errors';
import * as sqlText from '@/lib/error-texts.gen';

const SHARE_WORDING: ShareWording = {
  shared: { title: 'Publicación compartida', description: '¡Gracias por compartir!', variant: 'success' },
  copied: { title: 'Enlace copiado', description: 'El enlace de la publicación está en tu portapapeles.', variant: 'success' },
  shareFailed: { title: 'Error al compartir', description: 'No se pudo compartir la publicación.', variant: 'destructive' },
};

export function PostActions({ post, onToggleComments, commentsOpen }: { post: PostCardData; onToggleComments?: () => void; commentsOpen?: boolean }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const requireMember = useMemberAction();
  const viewer = useQuery(postViewerQuery(post.id, userId)).data;
  const [awards, setAwards] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const isOwn = userId !== null && userId === post.author_id;
  const commentCount = visibleComments(post);
  const awardCount = awards ?? post.recognitions_count;
  // The mutations run only for members (requireMember first), so the empty id never reaches the server.
  const memberId = userId ?? '';
  const save = useMutation(toggleSavePostMutation(post.id, memberId));
  const award = useMutation(togglePostAwardMutation(post, memberId, { get: () => awards, set: setAwards }));
  const authorName = post.author?.name ?? 'este usuario';
  const block = useMutation(setBlockMutation({ id: post.author_id, name: authorName }, memberId));

  function onSave() {
    if (requireMember(sqlText.not_authenticated__guardar_publicaciones) && !save.isPending) save.mutate();
  }

  function onAward() {
    if (!requireMember(sqlText.not_authenticated__al_creador)) return;
    if (isOwn) return void notify({ title: 'Acción no permitida', description: messageOf('cannot_award_own_post'), variant: 'destructive' });
    if (!award.isPending) award.mutate();
  }

  function onReport() {
    if (requireMember('Necesitas iniciar sesión para denunciar contenido.')) setReporting(true);
  }

  function onBlock() {
    if (requireMember('Necesitas iniciar sesión para bloquear usuarios.')) setConfirmingBlock(true);
  }

  function confirmBlock() {
    if (!block.isPending) block.mutate(true, { onSettled: () => setConfirmingBlock(false) });
  }

  const question = blockQuestion(authorName);

  const saved = viewer?.saved ?? false;
  const awarded = viewer?.awarded ?? false;
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm" data-testid="post-actions">
      {onToggleComments ? (
        <Button variant="ghost" size="sm" onClick={onToggleComments} aria-expanded={commentsOpen}>
          <MessageCircle size={18} aria-hidden="true" />
          <span className="sr-only">Comentarios:</span>{' '}
          <span data-testid="post-comments-count">{formatCount(commentCount)}</span>
        </Button>
      ) : (
        <Link to="/post/$id" params={{ id: String(post.id) }} hash="comment-form" className="inline-flex items-center gap-1 px-3 py-1 hover:underline">
          <MessageCircle size={18} aria-hidden="true" />
          <span data-testid="post-comments-count">{formatCount(commentCount)}</span>
          <span>{plural('comentario', 'comentarios', commentCount)}</span>
        </Link>
      )}
      <Button variant="ghost" size="sm" onClick={onSave} aria-pressed={saved} aria-label={saved ? 'Guardada, quitar de guardados' : 'Guardar publicación'}>
        <Bookmark size={18} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
        <span className="hidden sm:inline">{saved ? 'Guardada' : 'Guardar'}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onAward} aria-pressed={awarded}>
        <Award size={18} aria-hidden="true" fill={awarded ? 'currentColor' : 'none'} />
        <span className="sr-only">{awarded ? 'Retirar premio:' : 'Premiar al creador:'}</span>{' '}
        <span data-testid="post-awards-count">{formatCount(awardCount)}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void shareWithToast(`${window.location.origin}/post/${post.id}`, post.title, SHARE_WORDING)} aria-label="Compartir publicación">
        <Share2 size={18} aria-hidden="true" />
        <span className="hidden sm:inline">Compartir</span>
      </Button>
      {!isOwn ? (
        <Button variant="ghost" size="sm" onClick={onReport} aria-label="Denunciar publicación">
          <Flag size={18} aria-hidden="true" />
          <span className="hidden sm:inline">Denunciar</span>
        </Button>
      ) : null}
      {!isOwn ? (
        <Button variant="ghost" size="sm" onClick={onBlock} aria-label="Bloquear al autor">
          <Ban size={18} aria-hidden="true" />
          <span className="hidden sm:inline">Bloquear</span>
        </Button>
      ) : null}
      <ReportDialog open={reporting} target="post" targetId={post.id} onClose={() => setReporting(false)} />
      {confirmingBlock ? (
        <ConfirmDialog open title={question.title} confirmLabel="Bloquear" pending={block.isPending} onConfirm={confirmBlock} onClose={() => setConfirmingBlock(false)}>
          {question.body}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
