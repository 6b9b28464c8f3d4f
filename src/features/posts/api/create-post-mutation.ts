// Publishes a post as the signed-in member; every post list and feed refreshes, then the caller moves on.
// The form's browser id makes the insert idempotent: a double click or a retry stores the post once.
import { mutationOptions } from '@tanstack/react-query';
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
  /** The form's browser id: every send of this form is the same post. */
  clientId: string;
}

export function createPostMutation(viewerId: ViewerId) {
  return mutationOptions({
    mutationFn: async (input: NewPost): Promise<{ id: number; community_id: number }> => {
      const inserted = unwrap(
        await supabase
          .from('posts')
          .upsert(
            {
              title: input.title.trim(),
              content: input.content.trim(),
              community_id: input.communityId,
              tags: input.tags,
              image_url: input.imageUrl || null,
              client_id: input.clientId,
            },
            { onConflict: 'client_id', ignoreDuplicates: true },
          )
          .select('id, community_id'),
      );
      // Nothing inserted: the same form was stored by an earlier send.
      const row = inserted?.[0] ?? unwrap(await supabase.from('posts').select('id, community_id').eq('client_id', input.clientId).maybeSingle());
      if (!row) throw new Error('insert answered no row');
      return row;
    },
    meta: { errorTitle: 'Error al publicar' },
    onSuccess: async (_data, _vars, _result, { client }) => {
      notify({ title: 'Publicación creada', description: 'Tu publicación ya está visible en la comunidad.', variant: 'success' });
      await refreshResources(client, ['posts'], { viewerId });
    },
  });
}
