// App entry: query client + session provider + router (context: queryClient, auth) + toasts.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import './styles.css';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider, authRouterContext } from '@/lib/auth';
import type { AppError } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { Toaster } from '@/components/ui';
import { PageLoading, RouteError } from '@/components/layout';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient, auth: authRouterContext },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: PageLoading,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Guards and loaders ran for the previous member (or visitor): run them again for the new one.
const onUserChange = () => void router.invalidate();
const onSessionError = (error: AppError) => void notify({ title: 'Error de Sesión', description: error.message, variant: 'destructive' });

/** `session` undefined: not read yet, AuthProvider reads it and reports loading meanwhile. */
function render(session: Session | null | undefined): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initialSession={session} onUserChange={onUserChange} onSessionError={onSessionError}>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// Why: the first page is loaded (the stored session, route code and the data its loader waits for) while
// index.html's boot shell is on screen, then rendered once, in a transition that yields to the browser every few
// milliseconds, instead of a shell-only render followed by one long blocking render when the data lands. Loading
// starts in a task of its own so that it does not lengthen the task that evaluates the app's modules. A slow API
// does not keep the boot shell up for more than FIRST_RENDER_WAIT_MS: the app then renders and shows its own loading.
const FIRST_RENDER_WAIT_MS = 4000;

async function start(): Promise<void> {
  const session = authRouterContext.getSession().catch(() => null);
  const ready = Promise.all([session, router.load().catch(() => undefined)]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  // The session if it has been read by now; undefined lets AuthProvider finish reading it.
  const known = await Promise.race([session, Promise.resolve(undefined)]);
  startTransition(() => render(known));
}
setTimeout(() => void start(), 0);
