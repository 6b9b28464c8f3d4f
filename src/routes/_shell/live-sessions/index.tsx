// /live-sessions (Sesiones en Vivo): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/live-sessions/')({
  component: () => <UnderConstruction title="Sesiones en Vivo" />,
});
