// /post-job-offer (Publicar Oferta de Empleo): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/post-job-offer')({
  component: () => <UnderConstruction title="Publicar Oferta de Empleo" />,
});
