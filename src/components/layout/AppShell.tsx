// The page shell around every page except /login and /signup: skip link, header, mobile menu, main, footer.
import { lazy, Suspense, useCallback, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

// Why lazy: the banner is only needed once the API stops answering; its code loads after the first paint (from the web
// server, which an API outage does not take down).
const ConnectionBanner = lazy(() => import('./ConnectionBanner').then((m) => ({ default: m.ConnectionBanner })));
// Why lazy: the menu is closed on every first paint; its code arrives with the second pass, long before a tap opens it.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** `notificationBell` and `chatBadge` (the unread count beside 'Mensajes') come from the route layer: components cannot import features. */
export function AppShell({ children, notificationBell, chatBadge }: { children: ReactNode; notificationBell?: ReactNode; chatBadge?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Why: the menu and the footer render in a second, interruptible pass so the page's first render stays one short task.
  const secondPass = useDeferredValue(true, false);
  const close = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <SkipLink />
      {secondPass && (
        <Suspense fallback={null}>
          <ConnectionBanner />
        </Suspense>
      )}
      <Header ref={menuButton} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} bell={notificationBell} chatBadge={chatBadge} />
      {secondPass && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} chatBadge={chatBadge} />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
      {secondPass && <Footer />}
    </div>
  );
}
