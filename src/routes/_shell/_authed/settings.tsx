// /settings (signed in only): edit name, avatar, bio and support link; theme; password; two-step verification; passkeys.
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { SettingsPage } from '@/features/settings';
import { ChangePasswordForm, PasskeySettings, TwoStepSettings } from '@/features/auth';

export const Route = createFileRoute('/_shell/_authed/settings')({
  // The query module comes with the page (dynamic import), so it stays out of every page's first download.
  loader: async ({ context }) => {
    const { ownProfileQuery } = await import('@/features/settings/api/own-profile-query');
    await context.queryClient.prefetchQuery(ownProfileQuery(context.session.user.id));
  },
  component: function Settings() {
    // The live user (not the route context's copy): a saved profile changes its metadata.
    const { user } = useAuth();
    return user ? (
      <SettingsPage
        user={user}
        passwordSlot={<ChangePasswordForm />}
        securitySlot={<TwoStepSettings userId={user.id} />}
        passkeySlot={<PasskeySettings userId={user.id} />}
      />
    ) : (
      <Spinner />
    );
  },
});
