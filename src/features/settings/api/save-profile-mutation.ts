// Saves the settings profile: the support link on the profiles row, then name, avatar and bio as auth metadata
// (a trigger copies them to profiles; the USER_UPDATED notice says 'Perfil Actualizado').
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError, unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { notifyFailure } from '@/lib/toast';
import { settingsKeys } from './keys';

export interface ProfileChanges {
  metadata: Record<string, string>;
  /** The new support link, or undefined when it did not change. */
  supportUrl?: string | null;
}

export function saveProfileMutation(queryClient: QueryClient, userId: string) {
  return mutationOptions({
    mutationFn: async ({ metadata, supportUrl }: ProfileChanges) => {
      if (supportUrl !== undefined) {
        unwrap(await supabase.from('profiles').update({ support_url: supportUrl }).eq('id', userId).select('id').single());
      }
      await authCall(() => supabase.auth.updateUser({ data: metadata }));
    },
    meta: { silent: true },
    onError: (error) => void notifyFailure('Error al actualizar perfil', toAppError(error)),
    // The member's name and picture appear on profiles, posts, comments and notifications.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.profile(userId) }),
        refreshResources(queryClient, ['profiles', 'posts', 'comments', 'notifications'], { viewerId: userId }),
      ]),
  });
}
