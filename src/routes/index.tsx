// Home route (placeholder until the home feed lands).
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: () => <main className="p-8 text-2xl font-bold">Nexo — en construcción</main>,
});
