// The author changes their post's title, content and tags (same limits as publishing); the post and its lists refresh.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { refreshResources, type ViewerId } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

export interface PostEdit {
  title: string;
  content: string;
  tags: string[];
}

export function editPostMutation(postId: number, viewerId: ViewerId) {
  return mutationOptions({
    mutationFn: async (input: PostEdit): Promise<void> => {
      const rows = unwrap(
        await supabase.from('posts').update({ title: input.title.trim(), content: input.content.trim(), tags: input.tags }).eq('id', postId).select('id'),
      );
      // RLS answers an edit of a post that is gone (or not one's own) with no row.
      if (!rows?.length) throw codedError('not_post_author');
    },
    meta: { errorTitle: 'Error al editar la publicación' },
    onSuccess: async (_data, _vars, _result, { client }) => {
      notify({ title: 'Publicación actualizada', variant: 'success' });
      await refreshResources(client, ['posts'], { viewerId });
    },
  });
}
