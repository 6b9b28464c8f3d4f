// The main layout (header, footer) around every page but /login and /signup, with what runs for members in the
// background. Member-only parts load lazily, after first paint and never for visitors (initial JS budget).
import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { NotificationBell } from '@/features/notifications';
import { LegacyCommunitiesImport } from '@/features/communities/components/LegacyCommunitiesImport';

const ChatUnreadBadge = lazy(() => import('@/features/chat/components/ChatUnreadBadge').then((m) => ({ default: m.ChatUnreadBadge })));
const ChatBackground = lazy(() => import('@/features/chat/components/ChatBackground').then((m) => ({ default: m.ChatBackground })));
const SuspensionWatch = lazy(() => import('@/features/auth/components/SuspensionWatch'));
const LegacyHostApplicationsImport = lazy(() =>
  import('@/features/live-hosts/components/LegacyHostApplicationsImport').then((m) => ({ default: m.LegacyHostApplicationsImport })),
);

function MembersOnly({ children }: { children: ReactNode | ((userId: string) => ReactNode) }) {
  const { user } = useAuth();
  return user ? <Suspense fallback={null}>{typeof children === 'function' ? children(user.id) : children}</Suspense> : null;
}

export const Route = createFileRoute('/_shell')({
  component: () => (
    <AppShell
      notificationBell={<NotificationBell />}
      chatBadge={
        <MembersOnly>
          <ChatUnreadBadge />
        </MembersOnly>
      }
    >
      <LegacyCommunitiesImport />
      <MembersOnly>
        <ChatBackground />
        <LegacyHostApplicationsImport />
      </MembersOnly>
      <MembersOnly>{(userId) => <SuspensionWatch key={userId} userId={userId} />}</MembersOnly>
      <Outlet />
    </AppShell>
  ),
});
