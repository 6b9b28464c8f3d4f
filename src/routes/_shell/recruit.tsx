// /recruit (Encuentra Talento Excepcional): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/recruit')({
  component: () => <UnderConstruction title="Encuentra Talento Excepcional" />,
});
