// /profile (own dashboard): members see their courses, communities, saved posts, notifications and requests; visitors a sign-in prompt.
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth';
import { Dashboard } from '@/features/profiles';
import { NotificationList } from '@/features/notifications';
import { MyRequests } from '@/features/applications';
import { LearningRecord } from '@/features/courses';
import { SavedPostCards } from '../../profile/-components/PostCards';

function Profile() {
  // Under the _member guard: there is a member.
  const userId = useAuth().user?.id ?? '';
  return (
    <Dashboard
      userId={userId}
      savedSlot={<SavedPostCards userId={userId} />}
      notificationsSlot={<NotificationList userId={userId} />}
      requestsSlot={<MyRequests userId={userId} />}
      learningSlot={<LearningRecord memberId={userId} own />}
    />
  );
}

export const Route = createFileRoute('/_shell/_member/profile/')({
  staticData: { memberPrompt: { title: 'Inicia sesión para ver tu perfil', redirect: '/profile' } },
  component: Profile,
});
