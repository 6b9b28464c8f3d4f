// Pathless layout: the page shell (header, menu, footer) around every page except /login and /signup.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout';
import { NotificationBell } from '@/features/notifications';
import { LegacyCommunitiesImport } from '@/features/communities/components/LegacyCommunitiesImport';

export const Route = createFileRoute('/_shell')({
  component: () => (
    <AppShell notificationBell={<NotificationBell />}>
      <LegacyCommunitiesImport />
      <Outlet />
    </AppShell>
  ),
});
