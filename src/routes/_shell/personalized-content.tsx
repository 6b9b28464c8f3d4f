// /personalized-content (Contenido Personalizado): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/personalized-content')({
  component: () => <UnderConstruction title="Contenido Personalizado" />,
});
