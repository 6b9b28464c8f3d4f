// /job-search (Portal de Empleo): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/job-search')({
  component: () => <UnderConstruction title="Portal de Empleo" />,
});
