// /settings: profile fields, theme, password and two-step verification (composed by the route from the auth feature), blocked members and 'Mis reportes', each in its own card.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { PageTitle, QueryState } from '@/components/layout';
import { Card, Toggle } from '@/components/ui';
import { useTheme } from '@/lib/theme';
import { ownProfileQuery } from '../api/own-profile-query';
import { ProfileSettings } from './ProfileSettings';
import { BlockedMembers } from './BlockedMembers';
import { MyReports } from './MyReports';

export function SettingsPage({
  user,
  passwordSlot,
  securitySlot,
  passkeySlot,
}: {
  user: User;
  passwordSlot: ReactNode;
  securitySlot?: ReactNode;
  passkeySlot?: ReactNode;
}) {
  const profile = useQuery(ownProfileQuery(user.id));
  const { theme, set } = useTheme();
  return (
    <section aria-labelledby="settings-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title="Configuración" />
      <h1 id="settings-title" className="text-3xl font-bold">
        Configuración
      </h1>
      <Card>
        <QueryState query={profile} empty={<ProfileSettings key={user.updated_at} user={user} supportUrl={null} badgeForm="neutro" />}>
          {(row) => <ProfileSettings key={`${user.updated_at}:${row.badge_form}`} user={user} supportUrl={row.support_url} badgeForm={row.badge_form} />}
        </QueryState>
      </Card>
      <Card>
        <h2 className="text-xl font-semibold">Apariencia</h2>
        <Toggle label="Modo oscuro" checked={theme === 'dark'} onChange={(e) => set(e.target.checked ? 'dark' : 'light')} />
      </Card>
      <Card>{passwordSlot}</Card>
      {securitySlot ? <Card>{securitySlot}</Card> : null}
      {passkeySlot ? <Card>{passkeySlot}</Card> : null}
      <Card>
        <BlockedMembers viewerId={user.id} />
      </Card>
      <Card>
        <MyReports viewerId={user.id} />
      </Card>
    </section>
  );
}
