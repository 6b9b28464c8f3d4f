// App entry: query client + session provider + router (context: queryClient, auth) + toasts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import '@fontsource-variable/inter';
import './styles.css';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider, authRouterContext } from '@/lib/auth';
import { Toaster } from '@/components/ui';
import { RouteError } from '@/components/layout';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient, auth: authRouterContext },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
