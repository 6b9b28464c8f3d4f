// /apply-expert (Aplica como Experto en Vivo): the application form; the status shows on the member's dashboard.
import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '@/features/applications';

export const Route = createFileRoute('/_shell/apply-expert')({
  component: () => <ApplyPage kind="expert" />,
});
