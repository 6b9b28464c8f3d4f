// /notifications (signed in only): the member's notifications, mark one or all read.
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { NotificationsPage, notificationsQuery } from '@/features/notifications';

export const Route = createFileRoute('/_shell/_authed/notifications')({
  loader: async ({ context }) => {
    const session = await context.auth.getSession();
    if (session) await context.queryClient.prefetchQuery(notificationsQuery(session.user.id));
  },
  component: function Notifications() {
    const { user } = useAuth();
    return user ? <NotificationsPage userId={user.id} /> : <Spinner />;
  },
});
