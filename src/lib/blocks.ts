// Blocking a member: set (not toggle) so a double click or 'Deshacer' lands where the member meant; every list refreshes.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from './supabase';
import { toAppError, unwrap } from './errors';
import { refreshResources, refreshViewer } from './query-keys';
import { notify, notifyFailure } from './toast';

export interface BlockTarget {
  id: string;
  name: string;
}

/** Stores the wish: blocked → a row in blocks (a repeat is harmless), unblocked → no row. */
export async function setBlocked(targetId: string, blocked: boolean): Promise<void> {
  if (blocked) unwrap(await supabase.from('blocks').upsert({ blocked_id: targetId }, { onConflict: 'blocker_id,blocked_id', ignoreDuplicates: true }));
  else unwrap(await supabase.from('blocks').delete().eq('blocked_id', targetId));
}

/** Everything that shows posts, comments, profiles or chats depends on whom the viewer blocked. */
export function refreshAfterBlock(queryClient: QueryClient, viewerId: string): Promise<unknown> {
  return Promise.all([refreshResources(queryClient, ['posts', 'comments', 'profiles', 'chat'], { viewerId }), refreshViewer(queryClient, viewerId)]);
}

function unblockedToast(name: string) {
  notify({ title: 'Usuario desbloqueado', description: `Vuelves a ver el contenido de ${name}.`, variant: 'success' });
}

/** Block or unblock; after a block the toast offers 'Deshacer', which unblocks. */
export function setBlockMutation(target: BlockTarget, viewerId: string) {
  return mutationOptions({
    mutationFn: async (blocked: boolean): Promise<boolean> => {
      await setBlocked(target.id, blocked);
      return blocked;
    },
    meta: { errorTitle: 'Error al bloquear' },
    onSuccess: async (blocked, _vars, _result, { client }) => {
      if (!blocked) unblockedToast(target.name);
      else
        notify({
          title: 'Usuario bloqueado',
          description: `Ya no verás publicaciones ni comentarios de ${target.name}.`,
          variant: 'success',
          duration: 8000,
          action: {
            label: 'Deshacer',
            onClick: () =>
              void setBlocked(target.id, false).then(
                () => {
                  unblockedToast(target.name);
                  return refreshAfterBlock(client, viewerId);
                },
                (error: unknown) => notifyFailure('Error al desbloquear', toAppError(error)),
              ),
          },
        });
      await refreshAfterBlock(client, viewerId);
    },
  });
}

/** The confirmation text before a block (what the member will and will not see, and how to undo it). */
export function blockQuestion(name: string): { title: string; body: string } {
  return {
    title: `¿Bloquear a ${name}?`,
    body: 'No verás sus publicaciones ni comentarios, y no podrán enviarse mensajes. Puedes deshacer el bloqueo cuando quieras en Configuración.',
  };
}
