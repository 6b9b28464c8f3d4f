// /apply-instructor (Conviértete en Instructor): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/apply-instructor')({
  component: () => <UnderConstruction title="Conviértete en Instructor" />,
});
