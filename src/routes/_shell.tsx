// Pathless layout: the page shell (header, menu, footer) around every page except /login and /signup.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout';
import { NotificationBell } from '@/features/notifications';
import { ChatBackground, ChatUnreadBadge } from '@/features/chat';
import { LegacyCommunitiesImport } from '@/features/communities/components/LegacyCommunitiesImport';
import { LegacyHostApplicationsImport } from '@/features/live-hosts/components/LegacyHostApplicationsImport';

export const Route = createFileRoute('/_shell')({
  component: () => (
    <AppShell notificationBell={<NotificationBell />} chatBadge={<ChatUnreadBadge />}>
      <LegacyCommunitiesImport />
      <ChatBackground />
      <LegacyHostApplicationsImport />
      <Outlet />
    </AppShell>
  ),
});
