// /notifications (signed in only) (Notificaciones): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/_authed/notifications')({
  component: () => <UnderConstruction title="Notificaciones" />,
});
