// /profile (own dashboard): visitors are asked to sign in; members see their courses, communities, saved posts, notifications.
import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { Dashboard } from '@/features/profiles';
import { NotificationList } from '@/features/notifications';
import { SavedPostCards } from './-components/PostCards';

function Profile() {
  const { user, loading } = useAuth();
  if (!user && loading) return <Spinner />;
  if (!user) return <SignInPrompt title="Inicia sesión para ver tu perfil" redirect="/profile" />;
  return <Dashboard userId={user.id} savedSlot={<SavedPostCards userId={user.id} />} notificationsSlot={<NotificationList userId={user.id} />} />;
}

export const Route = createFileRoute('/_shell/profile/')({ component: Profile });
