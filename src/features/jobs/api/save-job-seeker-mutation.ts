// 'Publicar Busco Empleo': publishes or updates the member's one job-seeker profile ('¡Publicación Exitosa!').
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { TablesInsert } from '@/types/database';
import type { SeekerDraft } from '../seeker-rules';
import { jobKeys } from './keys';

export function saveJobSeekerMutation(userId: string) {
  return mutationOptions({
    mutationFn: async (d: SeekerDraft): Promise<void> => {
      const row = {
        desired_role: d.desiredRole.trim(),
        skills: d.skills,
        experience_level: d.experienceLevel || 'entry',
        availability: d.availability || 'full-time',
        location_preference: d.locationPreference.trim() || null,
        portfolio_url: d.portfolioLink.trim() || null,
        linkedin_url: d.linkedinLink.trim() || null,
        short_bio: d.shortBio.trim(),
      };
      // One profile per member (job_seekers_one_per_member; user_id defaults to the caller): publishing again updates it.
      // name and avatar come from the profile (job_seekers_fill).
      unwrap(await supabase.from('job_seekers').upsert(row as TablesInsert<'job_seekers'>, { onConflict: 'user_id' }));
    },
    meta: { errorTitle: 'No se pudo publicar tu perfil' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify({ title: '¡Publicación Exitosa!', description: 'Tu perfil de Busco Empleo ha sido publicado.', variant: 'success' });
      return client.invalidateQueries({ queryKey: jobKeys.mySeeker(userId) });
    },
  });
}
