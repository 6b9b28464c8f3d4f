// Pathless guard: pages that need an account send visitors to /login?redirect=<where they were going>.
import { useEffect } from 'react';
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth';
import { notifySignInRequired } from '@/lib/toast';

/** The spec's message where it names one; a general one elsewhere. */
const MESSAGES: Record<string, string> = {
  '/live-sessions/register-creator': 'Debes iniciar sesión para registrarte como anfitrión.',
};

function Guarded() {
  const { user, loading } = useAuth();
  const router = useRouter();
  const signedOut = !loading && !user;
  // Losing the session on a guarded page (expiry, another tab) leaves it; an effect, so it runs once per change
  // and a navigation already under way (the menu's logout goes home) simply wins.
  useEffect(() => {
    if (signedOut) void router.navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true });
  }, [signedOut, router]);
  return signedOut ? null : <Outlet />;
}

export const Route = createFileRoute('/_shell/_authed')({
  beforeLoad: async ({ context, location, preload }) => {
    const session = await context.auth.getSession();
    if (session) return;
    if (!preload) notifySignInRequired(MESSAGES[location.pathname] ?? 'Necesitas iniciar sesión para ver esta página.');
    throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Guarded,
});
