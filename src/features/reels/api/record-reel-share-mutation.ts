// record_reel_share(reel): counts a member's first share of the reel (visitors' shares are not counted); the count comes back.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export function recordReelShareMutation(reelId: number, onCount: (shares: number) => void) {
  return mutationOptions({
    mutationFn: async (): Promise<number | null> => unwrap(await supabase.rpc('record_reel_share', { target_reel_id: reelId })),
    // Counting is secondary to sharing: a failure here is not worth a toast.
    meta: { silent: true },
    onSuccess: (count) => void (typeof count === 'number' && onCount(count)),
  });
}
