// /profile/{userId} (Perfil): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/profile/$userId')({
  component: () => <UnderConstruction title="Perfil" />,
});
