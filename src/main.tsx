// App entry: query client + router (context: queryClient, auth from lib/session) + toasts.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import './styles.css';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from '@/lib/query-client';
import { authRouterContext, configureSession } from '@/lib/auth';
import type { AppError } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { Toaster } from '@/components/ui';
import { PageLoading, RouteError } from '@/components/layout';
import { applyStoredFont, storeFontWhenIdle } from '@/lib/font';
import { BOOT_VIDEO_PAGES, releaseBootVideo } from '@/components/media/boot-video-release';

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

// The video the boot loader may have started is only for its page's player (the reels feed, a live event's stream),
// which adopts or releases it; leaving that page before the player rendered releases it here (and a route error in RouteError).
router.subscribe('onResolved', ({ toLocation }) => {
  if (!BOOT_VIDEO_PAGES.test(toLocation.pathname)) releaseBootVideo();
});

configureSession({
  // Guards and loaders ran for the previous member (or visitor): run them again for the new one.
  onUserChange: () => void router.invalidate(),
  onSessionError: (error: AppError) => void notify({ title: 'Error de Sesión', description: error.message, variant: 'destructive' }),
});

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
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
  // Inter stored by an earlier visit is in place before the first render (a few milliseconds), so no text reflows.
  const font = applyStoredFont();
  const ready = Promise.all([session, router.load().catch(() => undefined), font]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  // A session still being read shows as loading (lib/session) until it arrives.
  startTransition(() => render());
  // Only a visit without the stored copy fetches it (a visit that used it would only find it there again).
  void font.then((applied) => void (applied || storeFontWhenIdle()));
}
setTimeout(() => void start(), 0);
