// The author's own buttons on /post/{id}: 'Editar' and 'Eliminar' (after a confirmation that says what happens to others' comments).
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, ConfirmDialog } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { countOf } from '@/lib/format';
import { deletePostMutation } from '../api/delete-post-mutation';
import type { PostCardData } from '../api/types';

export function PostOwnerBar({ post, onEdit }: { post: PostCardData; onEdit: () => void }) {
  const navigate = useNavigate();
  const viewerId = useAuth().user?.id ?? null;
  const remove = useMutation(deletePostMutation(post.id, viewerId));
  const [confirming, setConfirming] = useState(false);
  const n = post.comments_count;

  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label="Editar publicación">
        <Pencil size={18} aria-hidden="true" />
        <span className="hidden sm:inline">Editar</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label="Eliminar publicación">
        <Trash2 size={18} aria-hidden="true" />
        <span className="hidden sm:inline">Eliminar</span>
      </Button>
      {confirming ? (
        <ConfirmDialog
          open
          title="¿Eliminar publicación?"
          confirmLabel="Eliminar"
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => void navigate({ to: '/communities/$id', params: { id: String(post.community_id) } }),
            })
          }
        >
          {n > 0
            ? `Tu publicación dejará de aparecer en la comunidad y en tu perfil. Los comentarios que tiene (${countOf(n, 'comentario', 'comentarios')}) se conservarán bajo «Publicación eliminada». Esta acción no se puede deshacer.`
            : 'Tu publicación dejará de aparecer en la comunidad y en tu perfil. Esta acción no se puede deshacer.'}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
