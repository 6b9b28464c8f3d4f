// /terms: sample terms of service.
import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal';

export const Route = createFileRoute('/_shell/terms')({ component: TermsPage });
