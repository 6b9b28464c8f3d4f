// Root route: router context (query client, auth), 404 inside the shell, error fallback.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthRouterContext } from '@/lib/auth';
import { AppShell, NotFoundPage, RouteError } from '@/components/layout';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthRouterContext;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  ),
  errorComponent: RouteError,
});
