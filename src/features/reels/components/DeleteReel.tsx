// 'Eliminar reel' for its author: asks first, then deletes the reel and its files.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button, Dialog } from '@/components/ui';
import { deleteReelMutation } from '../api/delete-reel-mutation';

export function DeleteReel({ reelId }: { reelId: number }) {
  const [asking, setAsking] = useState(false);
  const remove = useMutation(deleteReelMutation(reelId));
  return (
    <>
      <Button variant="ghost" size="xs" className="text-white" onClick={() => setAsking(true)} data-testid="reel-delete">
        <Trash2 size={14} aria-hidden="true" />
        Eliminar reel
      </Button>
      <Dialog open={asking} title="¿Eliminar este reel?" onClose={() => setAsking(false)}>
        <p className="mb-4 text-sm">Se borrarán el video, sus Me gusta y sus comentarios. Esta acción no se puede deshacer.</p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setAsking(false)}>
            Cancelar
          </Button>
          <Button variant="error" loading={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => setAsking(false) })}>
            Eliminar
          </Button>
        </div>
      </Dialog>
    </>
  );
}
