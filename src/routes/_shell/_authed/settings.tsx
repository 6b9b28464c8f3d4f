// /settings (signed in only): edit name, avatar, bio and support link; theme; password.
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { SettingsPage, ownProfileQuery } from '@/features/settings';
import { ChangePasswordForm } from '@/features/auth';

export const Route = createFileRoute('/_shell/_authed/settings')({
  loader: ({ context }) => context.queryClient.prefetchQuery(ownProfileQuery(context.session.user.id)),
  component: function Settings() {
    // The live user (not the route context's copy): a saved profile changes its metadata.
    const { user } = useAuth();
    return user ? <SettingsPage user={user} passwordSlot={<ChangePasswordForm />} /> : <Spinner />;
  },
});
