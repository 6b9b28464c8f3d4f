// /notifications (signed in only): the member's notifications, mark one or all read.
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications';

export const Route = createFileRoute('/_shell/_authed/notifications')({
  // The query module comes with the page (dynamic import), so it stays out of every page's first download.
  loader: async ({ context }) => {
    const { notificationsQuery } = await import('@/features/notifications/api/notifications-query');
    await context.queryClient.prefetchQuery(notificationsQuery(context.session.user.id));
  },
  component: function Notifications() {
    return <NotificationsPage userId={Route.useRouteContext().session.user.id} />;
  },
});
