// /settings (signed in only): edit name, avatar, bio and support link; theme; password.
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { SettingsPage, ownProfileQuery } from '@/features/settings';
import { ChangePasswordForm } from '@/features/auth';

export const Route = createFileRoute('/_shell/_authed/settings')({
  loader: async ({ context }) => {
    const session = await context.auth.getSession();
    if (session) await context.queryClient.prefetchQuery(ownProfileQuery(session.user.id));
  },
  component: function Settings() {
    const { user } = useAuth();
    return user ? <SettingsPage user={user} passwordSlot={<ChangePasswordForm />} /> : <Spinner />;
  },
});
