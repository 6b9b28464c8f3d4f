// /live-event/{id} (Evento en Vivo): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/live-event/$id')({
  component: () => <UnderConstruction title="Evento en Vivo" />,
});
