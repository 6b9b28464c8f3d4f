// /not-found: the 404 page (unknown profiles redirect here).
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout';

export const Route = createFileRoute('/_shell/not-found')({ component: NotFoundPage });
