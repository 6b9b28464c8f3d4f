// /apply-expert (Aplica como Experto en Vivo): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/apply-expert')({
  component: () => <UnderConstruction title="Aplica como Experto en Vivo" />,
});
