// /notifications (signed in only): the member's notifications, mark one or all read.
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage, notificationsQuery } from '@/features/notifications';

export const Route = createFileRoute('/_shell/_authed/notifications')({
  loader: ({ context }) => context.queryClient.prefetchQuery(notificationsQuery(context.session.user.id)),
  component: function Notifications() {
    return <NotificationsPage userId={Route.useRouteContext().session.user.id} />;
  },
});
