// /notifications: the page around the notification list.
import { PageTitle } from '@/components/layout';
import { NotificationList } from './NotificationList';

export function NotificationsPage({ userId }: { userId: string }) {
  return (
    <section aria-labelledby="notifications-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title="Notificaciones" />
      <h1 id="notifications-title" className="text-3xl font-bold">
        Notificaciones
      </h1>
      <NotificationList userId={userId} />
    </section>
  );
}
