// toggle_reel_like(reel): the like applied server-side; the shown state is optimistic and rolled back on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { optimisticLocal, type LocalValue } from '@/lib/local-optimism';

export interface LikeState {
  liked: boolean;
  likes_count: number;
}

export function toggleReelLikeMutation(reelId: number, shown: LocalValue<LikeState>) {
  return mutationOptions({
    mutationFn: async (_next: LikeState): Promise<LikeState> => {
      const result = unwrap(await supabase.rpc('toggle_reel_like', { target_reel_id: reelId })) as LikeState | null;
      if (!result) throw new Error('toggle_reel_like answered nothing');
      return { liked: !!result.liked, likes_count: Number(result.likes_count) };
    },
    meta: { errorTitle: 'Error al dar Me gusta' },
    ...optimisticLocal(shown),
    onSuccess: (state) => shown.set(state),
  });
}

/** The state after one tap: liked flips and the count moves by one. */
export function nextLike(state: LikeState): LikeState {
  return { liked: !state.liked, likes_count: Math.max(0, state.likes_count + (state.liked ? -1 : 1)) };
}
