// /live-sessions/register-creator (signed in only) (Registro de Anfitrión): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/_authed/live-sessions/register-creator')({
  component: () => <UnderConstruction title="Registro de Anfitrión" />,
});
