// Stores a reel whose video and poster are already uploaded; the feed and the profiles' Reels tabs refresh.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

export interface NewReel {
  video_url: string;
  poster_url: string;
  description: string;
  music_title: string | null;
  duration_seconds: number;
}

export function publishReelMutation() {
  return mutationOptions({
    mutationFn: async (reel: NewReel): Promise<{ id: number }> => {
      const row = unwrap(await supabase.from('reels').insert(reel).select('id').single());
      if (!row) throw new Error('insert answered no row');
      return row;
    },
    meta: { errorTitle: 'Error al publicar el reel' },
    onSuccess: async (_data, _vars, _result, { client }) => {
      notify({ title: 'Reel publicado', description: 'Tu reel ya aparece en el feed y en tu perfil.', variant: 'success' });
      await refreshResources(client, ['reels', 'profiles'], { viewerId: null });
      await client.invalidateQueries({ queryKey: ['viewer'], predicate: (q) => q.queryKey[2] === 'reels' });
    },
  });
}
