// Publishes a post as the signed-in member; every post list and feed refreshes, then the caller moves on.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshResources, type ViewerId } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

export interface NewPost {
  title: string;
  content: string;
  communityId: number;
  tags: string[];
  imageUrl?: string | null;
}

export function createPostMutation(queryClient: QueryClient, viewerId: ViewerId) {
  return mutationOptions({
    mutationFn: async (input: NewPost): Promise<{ id: number; community_id: number }> => {
      const row = unwrap(
        await supabase
          .from('posts')
          .insert({
            title: input.title.trim(),
            content: input.content.trim(),
            community_id: input.communityId,
            tags: input.tags,
            image_url: input.imageUrl || null,
          })
          .select('id, community_id')
          .single(),
      );
      if (!row) throw new Error('insert answered no row');
      return row;
    },
    meta: { errorTitle: 'Error al publicar' },
    onSuccess: async () => {
      notify({ title: 'Publicación creada', description: 'Tu publicación ya está visible en la comunidad.', variant: 'success' });
      await refreshResources(queryClient, ['posts'], { viewerId });
    },
  });
}
