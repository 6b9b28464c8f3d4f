// /contact-expert (Contactar Experto en Vivo): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/contact-expert')({
  component: () => <UnderConstruction title="Contactar Experto en Vivo" />,
});
