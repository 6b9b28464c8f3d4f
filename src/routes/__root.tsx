// Root route: router context (query client, auth), session-change toasts, 404 inside the shell, error fallback.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthRouterContext } from '@/lib/auth';
import { AppShell, NotFoundPage, RouteError } from '@/components/layout';
import { AuthNotices } from '@/features/auth';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthRouterContext;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <AuthNotices />
      <Outlet />
    </>
  ),
  notFoundComponent: () => (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  ),
  errorComponent: RouteError,
});
