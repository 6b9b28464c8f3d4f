// /contact-expert: the live experts and session requests (the applications feature).
import { createFileRoute } from '@tanstack/react-router';
import { ContactExpertPage } from '@/features/applications';

export const Route = createFileRoute('/_shell/contact-expert')({
  component: ContactExpertPage,
});
