// Saves the settings profile: the support link and the badge form on the profiles row, then name, avatar and bio as auth metadata
// (a trigger copies them to profiles; the USER_UPDATED notice says 'Perfil Actualizado').
import { mutationOptions } from '@tanstack/react-query';
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
  /** The new badge form (profiles.badge_form), or undefined when it did not change. */
  badgeForm?: string;
}

export function saveProfileMutation(userId: string) {
  return mutationOptions({
    mutationFn: async ({ metadata, supportUrl, badgeForm }: ProfileChanges) => {
      const row = { ...(supportUrl !== undefined ? { support_url: supportUrl } : {}), ...(badgeForm !== undefined ? { badge_form: badgeForm } : {}) };
      if (Object.keys(row).length) unwrap(await supabase.from('profiles').update(row).eq('id', userId).select('id').single());
      await authCall(() => supabase.auth.updateUser({ data: metadata }));
    },
    meta: { silent: true },
    onError: (error) => void notifyFailure('Error al actualizar perfil', toAppError(error)),
    // The member's name and picture appear on profiles, posts, comments and notifications.
    onSettled: (_data, _error, _vars, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.profile(userId) }),
        refreshResources(client, ['profiles', 'posts', 'comments', 'notifications'], { viewerId: userId }),
      ]),
  });
}
