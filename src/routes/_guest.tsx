// Pathless guard for /login and /signup (no shell): a signed-in visitor goes on to `redirect` (or home).
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirect } from '@/lib/redirect';

export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.auth.getSession();
    if (session) throw redirect({ href: safeRedirect((location.search as { redirect?: unknown }).redirect) });
  },
  component: Outlet,
});
