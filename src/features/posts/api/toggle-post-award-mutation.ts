// toggle_post_award(post_id): awards the post's author or withdraws the award; state and count optimistic, rolled back on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { LocalValue } from '@/lib/local-optimism';
import { refreshResources } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { setViewerState } from './set-viewer-state';
import type { PostCardData } from './types';

/** `awards`: the card's shown award count (null: the post's own). */
export function togglePostAwardMutation(post: PostCardData, viewerId: string, awards: LocalValue<number | null>) {
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc('toggle_post_award', { post_id: post.id })) === true,
    meta: { errorTitle: 'Error al premiar' },
    onMutate: (_vars, { client }) => {
      const count = awards.get();
      const { awarded } = setViewerState(client, post.id, viewerId, (before) => ({ awarded: !before.awarded }));
      awards.set((count ?? post.recognitions_count) + (awarded ? -1 : 1));
      return { awarded, count };
    },
    onError: (_e, _v, before, { client }) => {
      if (!before) return;
      setViewerState(client, post.id, viewerId, { awarded: before.awarded });
      awards.set(before.count);
    },
    onSuccess: (awarded, _vars, _result, { client }) => {
      setViewerState(client, post.id, viewerId, { awarded });
      void refreshResources(client, ['posts'], { viewerId, refetch: false });
      notify(
        awarded
          ? { title: '¡Creador Premiado!', description: `Has premiado a ${post.author?.name ?? 'este creador'} por su publicación.`, variant: 'success' }
          : { title: 'Premio Retirado', description: 'Has retirado tu premio a esta publicación.', variant: 'success' },
      );
    },
  });
}
