// /privacy: sample privacy policy.
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/legal';

export const Route = createFileRoute('/_shell/privacy')({ component: PrivacyPage });
