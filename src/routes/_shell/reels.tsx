// /reels (Reels): its feature is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout';

export const Route = createFileRoute('/_shell/reels')({
  component: () => <UnderConstruction title="Reels" />,
});
