// Pathless guard: pages that need an account send visitors to /login?redirect=<where they were going>. It runs again
// whenever the member changes (lib/session → router.invalidate), so losing the session on such a page leaves it.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { notifySignInRequired } from '@/lib/toast';
import * as sqlText from '@/lib/error-texts.gen';

/** The spec's message where it names one; a general one elsewhere. */
const MESSAGES: Record<string, string> = {
  '/live-sessions/register-creator': sqlText.not_authenticated__como_anfitrion,
};

export const Route = createFileRoute('/_shell/_authed')({
  beforeLoad: async ({ context, location, preload }) => {
    const session = await context.auth.getSession();
    // Children read the member from the route context (loaders and components alike).
    if (session) return { session };
    if (!preload) notifySignInRequired(MESSAGES[location.pathname] ?? 'Necesitas iniciar sesión para ver esta página.');
    throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});
