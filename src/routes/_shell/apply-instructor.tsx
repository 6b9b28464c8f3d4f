// /apply-instructor (Conviértete en Instructor): the application form; the status shows on the member's dashboard.
import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '@/features/applications';

export const Route = createFileRoute('/_shell/apply-instructor')({
  component: () => <ApplyPage kind="instructor" />,
});
