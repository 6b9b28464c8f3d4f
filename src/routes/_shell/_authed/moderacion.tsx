// /moderacion (staff only): the review queue, applications and the staff log; members see 'No Autorizado'.
import { createFileRoute } from '@tanstack/react-router';
import { ModerationPage } from '@/features/moderation';
import { useStaffRole } from '@/lib/staff-role';

export const Route = createFileRoute('/_shell/_authed/moderacion')({
  component: function Moderation() {
    return <ModerationPage userId={Route.useRouteContext().session.user.id} role={useStaffRole()} />;
  },
});
