// Post action bar: comments count, save, award, share, report and block, with the spec's toasts.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Award, Ban, Bookmark, Flag, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notify, notifySignInRequired } from '@/lib/toast';
import { formatCount } from '@/lib/format';
import { postKeys } from '../api/keys';
import { postViewerQuery } from '../api/post-viewer-query';
import { toggleSavePost } from '../api/toggle-save-post';
import { togglePostAward } from '../api/toggle-post-award';
import { toggleBlock } from '../api/toggle-block';
import type { PostCardData, PostViewerState } from '../api/types';
import { shareLink } from '../share';
import { ReportDialog } from '@/components/report/ReportDialog';

export function PostActions({ post, onToggleComments, commentsOpen }: { post: PostCardData; onToggleComments?: () => void; commentsOpen?: boolean }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const viewerKey = postKeys.viewer(post.id, userId);
  const viewer = useQuery(postViewerQuery(post.id, userId)).data;
  const [awards, setAwards] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const isOwn = userId !== null && userId === post.author_id;
  const awardCount = awards ?? post.recognitions_count;

  const setViewer = (patch: Partial<PostViewerState>) =>
    queryClient.setQueryData(viewerKey, (old: PostViewerState | undefined) => (old ? { ...old, ...patch } : old));

  const save = useMutation({
    mutationFn: () => toggleSavePost(post.id),
    meta: { errorTitle: 'Error al guardar' },
    onMutate: () => {
      const before = viewer?.saved ?? false;
      setViewer({ saved: !before });
      return { before };
    },
    onError: (_e, _v, ctx) => setViewer({ saved: ctx?.before ?? false }),
    onSuccess: (saved) => {
      setViewer({ saved });
      if (userId) void queryClient.invalidateQueries({ queryKey: postKeys.saved(userId) });
      notify(
        saved
          ? { title: 'Publicación guardada', description: 'Puedes verla en la pestaña Guardados de tu perfil.', variant: 'success' }
          : { title: 'Publicación eliminada de guardados', variant: 'success' },
      );
    },
  });

  const award = useMutation({
    mutationFn: () => togglePostAward(post.id),
    meta: { errorTitle: 'Error al premiar' },
    onMutate: () => {
      const before = { awarded: viewer?.awarded ?? false, count: awardCount };
      setViewer({ awarded: !before.awarded });
      setAwards(before.count + (before.awarded ? -1 : 1));
      return before;
    },
    onError: (_e, _v, ctx) => {
      setViewer({ awarded: ctx?.awarded ?? false });
      setAwards(ctx?.count ?? null);
    },
    onSuccess: (awarded) => {
      setViewer({ awarded });
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
      notify(
        awarded
          ? { title: '¡Creador Premiado!', description: `Has premiado a ${post.author?.name ?? 'este creador'} por su publicación.`, variant: 'success' }
          : { title: 'Premio Retirado', description: 'Has retirado tu premio a esta publicación.', variant: 'success' },
      );
    },
  });

  const block = useMutation({
    mutationFn: () => toggleBlock(post.author_id),
    meta: { errorTitle: 'Error al bloquear' },
    onSuccess: (blocked) => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      notify({
        title: blocked ? 'Usuario bloqueado' : 'Usuario desbloqueado',
        description: blocked
          ? `Ya no verás publicaciones ni comentarios de ${post.author?.name ?? 'este usuario'}.`
          : `Vuelves a ver el contenido de ${post.author?.name ?? 'este usuario'}.`,
        variant: 'success',
      });
    },
  });

  function onSave() {
    if (!user) return void notifySignInRequired('Necesitas iniciar sesión para guardar publicaciones.');
    if (!save.isPending) save.mutate();
  }

  function onAward() {
    if (!user) return void notifySignInRequired('Necesitas iniciar sesión para premiar al creador.');
    if (isOwn) return void notify({ title: 'Acción no permitida', description: 'No puedes premiar tus propias publicaciones.', variant: 'destructive' });
    if (!award.isPending) award.mutate();
  }

  async function onShare() {
    const url = `${window.location.origin}/post/${post.id}`;
    const outcome = await shareLink(url, post.title);
    if (outcome === 'shared') notify({ title: 'Publicación compartida', description: '¡Gracias por compartir!', variant: 'success' });
    if (outcome === 'copied') notify({ title: 'Enlace copiado', description: 'El enlace de la publicación está en tu portapapeles.', variant: 'success' });
    if (outcome === 'share-failed') notify({ title: 'Error al compartir', description: 'No se pudo compartir la publicación.', variant: 'destructive' });
    if (outcome === 'copy-failed') notify({ title: 'Error al copiar', description: 'No se pudo copiar el enlace.', variant: 'destructive' });
  }

  function onReport() {
    if (!user) return void notifySignInRequired('Necesitas iniciar sesión para denunciar contenido.');
    setReporting(true);
  }

  function onBlock() {
    if (!user) return void notifySignInRequired('Necesitas iniciar sesión para bloquear usuarios.');
    if (!block.isPending) block.mutate();
  }

  const saved = viewer?.saved ?? false;
  const awarded = viewer?.awarded ?? false;
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm" data-testid="post-actions">
      {onToggleComments ? (
        <Button variant="ghost" size="sm" onClick={onToggleComments} aria-expanded={commentsOpen}>
          <MessageCircle size={18} aria-hidden="true" />
          <span className="sr-only">Comentarios:</span>{' '}
          <span data-testid="post-comments-count">{formatCount(post.comments_count)}</span>
        </Button>
      ) : (
        <Link to="/post/$id" params={{ id: String(post.id) }} hash="comment-form" className="inline-flex items-center gap-1 px-3 py-1 hover:underline">
          <MessageCircle size={18} aria-hidden="true" />
          <span data-testid="post-comments-count">{formatCount(post.comments_count)}</span>
          <span>comentarios</span>
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
      <Button variant="ghost" size="sm" onClick={() => void onShare()} aria-label="Compartir publicación">
        <Share2 size={18} aria-hidden="true" />
        <span className="hidden sm:inline">Compartir</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onReport} aria-label="Denunciar publicación">
        <Flag size={18} aria-hidden="true" />
        <span className="hidden sm:inline">Denunciar</span>
      </Button>
      {!isOwn ? (
        <Button variant="ghost" size="sm" onClick={onBlock} aria-label="Bloquear al autor">
          <Ban size={18} aria-hidden="true" />
          <span className="hidden sm:inline">Bloquear</span>
        </Button>
      ) : null}
      <ReportDialog open={reporting} target="post" targetId={post.id} onClose={() => setReporting(false)} />
    </div>
  );
}
