// /settings: profile fields, theme and password, each in its own card.
import { useQuery } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { ErrorState, PageTitle } from '@/components/layout';
import { Card, Spinner, Toggle } from '@/components/ui';
import { toAppError } from '@/lib/errors';
import { useTheme } from '@/lib/theme';
import { ownProfileQuery } from '../api/own-profile-query';
import { PasswordSettings } from './PasswordSettings';
import { ProfileSettings } from './ProfileSettings';

export function SettingsPage({ user }: { user: User }) {
  const profile = useQuery(ownProfileQuery(user.id));
  const { theme, set } = useTheme();
  return (
    <section aria-labelledby="settings-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title="Configuración" />
      <h1 id="settings-title" className="text-3xl font-bold">
        Configuración
      </h1>
      <Card>
        {profile.isPending ? (
          <Spinner />
        ) : profile.isError ? (
          <ErrorState message={toAppError(profile.error).message} onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileSettings key={user.updated_at} user={user} supportUrl={profile.data?.support_url ?? null} />
        )}
      </Card>
      <Card>
        <h2 className="text-xl font-semibold">Apariencia</h2>
        <Toggle label="Modo oscuro" checked={theme === 'dark'} onChange={(e) => set(e.target.checked ? 'dark' : 'light')} />
      </Card>
      <Card>
        <PasswordSettings />
      </Card>
    </section>
  );
}
