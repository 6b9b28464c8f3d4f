// Pathless guard: pages that need an account send visitors to /login?redirect=<where they were going>.
import { Navigate, Outlet, createFileRoute, redirect, useRouterState } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth';
import { notifySignInRequired } from '@/lib/toast';

/** The spec's message where it names one; a general one elsewhere. */
const MESSAGES: Record<string, string> = {
  '/live-sessions/register-creator': 'Debes iniciar sesión para registrarte como anfitrión.',
};

function Guarded() {
  const { user, loading } = useAuth();
  const href = useRouterState({ select: (s) => s.location.href });
  // Signing out while on a guarded page leaves it.
  if (!loading && !user) return <Navigate to="/login" search={{ redirect: href }} replace />;
  return <Outlet />;
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
