// The author deletes a reel (the database lets nobody else); its uploaded video and poster are removed after it.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { POST_IMAGES, REELS, publicObjectPath } from '@/lib/storage-files';
import { removeFile } from '@/lib/storage-upload';
import { notify } from '@/lib/toast';

export function deleteReelMutation(reelId: number) {
  return mutationOptions({
    mutationFn: async (): Promise<void> => {
      const deleted = unwrap(await supabase.from('reels').delete().eq('id', reelId).select('video_url, poster_url')) ?? [];
      // Row-level security hides someone else's reel from the delete: nothing removed means not theirs (or gone).
      const row = deleted[0];
      if (!row) throw codedError('not_reel_author');
      const video = publicObjectPath(row.video_url, REELS.bucket);
      if (video) await removeFile(REELS, video);
      const poster = row.poster_url ? publicObjectPath(row.poster_url, POST_IMAGES.bucket) : null;
      if (poster) await removeFile(POST_IMAGES, poster);
    },
    meta: { errorTitle: 'Error al eliminar el reel' },
    onSuccess: async (_data, _vars, _result, { client }) => {
      notify({ title: 'Reel eliminado', variant: 'success' });
      await refreshResources(client, ['profiles'], { viewerId: null });
      await client.invalidateQueries({ queryKey: ['viewer'], predicate: (q) => q.queryKey[2] === 'reels' });
    },
  });
}
