// Mobile menu: a full-height overlay sliding in over 0.3 s with profile card, search, every entry, display mode and session button.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { LogIn, LogOut, ShieldCheck, X } from 'lucide-react';
import { Avatar, Button, ButtonLink, Toggle } from '@/components/ui';
import { signOutMutation, useAuth } from '@/lib/auth';
import { useTheme } from '@/lib/theme';
import { staffRole } from '@/lib/staff-role';
import { avatarUrl, displayName } from '@/lib/user';
import { Brand, PRODUCT_NAME } from './Brand';
import { MOBILE_NAV, type NavItem } from './nav-items';
import { NavLink } from './NavLinks';
import { SearchBox } from './SearchBox';

/** For moderators and admins only (added when the access token carries a staff role); here, not in nav-items, so the
 * first download (the header's navigation) does not carry it. */
const STAFF_NAV: NavItem = { label: 'Moderación', to: '/moderacion', icon: ShieldCheck };

export function MobileMenu({ open, onClose, chatBadge }: { open: boolean; onClose: () => void; chatBadge?: ReactNode }) {
  const { user, session } = useAuth();
  const items = staffRole(session) ? [...MOBILE_NAV, STAFF_NAV] : MOBILE_NAV;
  const signOut = useMutation(signOutMutation());
  const { theme, set } = useTheme();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panel.current) {
        // Keep focus inside the open menu.
        const items = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])');
        const first = items[0];
        const last = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  const logout = async () => {
    onClose();
    // Leave the current page first: a guarded page would otherwise send the signed-out visitor to /login.
    await navigate({ to: '/' });
    signOut.mutate();
  };

  return (
    // Why: visible at once when opening (a hidden element cannot take the focus), hidden only after the slide when closing.
    <div className={`fixed inset-0 z-50 ${open ? 'visible' : 'invisible transition-[visibility] duration-300'}`} inert={!open}>
      <div
        className={`absolute inset-0 bg-black/40 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        id="mobile-menu"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        data-open={open}
        className={`absolute inset-y-0 right-0 flex h-dvh w-full flex-col overflow-y-auto bg-base-100 shadow-xl transition-transform duration-300 ease-out sm:max-w-sm ${
          open ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-base-300 px-4">
          <Brand onNavigate={onClose} />
          <Button ref={closeButton} variant="ghost" icon aria-label="Cerrar menú" onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-col gap-4 p-4">
          {/* The profile card is the member's: a visitor has no name nor profile to see (the menu ends with 'Iniciar Sesión'). */}
          {user ? (
            <div className="flex items-center gap-3 rounded-2xl bg-base-200 p-3">
              <Avatar src={avatarUrl(user)} alt="" size={48} />
              <div className="min-w-0">
                <p className="truncate font-semibold">{displayName(user)}</p>
                <Link to="/profile" className="text-sm font-medium text-primary underline-offset-2 hover:underline" onClick={onClose}>
                  Ver perfil
                </Link>
              </div>
            </div>
          ) : null}
          <SearchBox placeholder={`Buscar en ${PRODUCT_NAME}...`} onSearch={onClose} />
          <nav aria-label="Menú móvil">
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink item={item} variant="mobile" onNavigate={onClose} badge={item.to === '/chat' ? chatBadge : undefined} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="rounded-2xl border border-base-300 px-3 py-2.5">
            <Toggle label="Modo oscuro" checked={theme === 'dark'} onChange={(e) => set(e.target.checked ? 'dark' : 'light')} />
          </div>
          {user ? (
            <Button variant="outline" block onClick={logout}>
              <LogOut size={18} aria-hidden="true" />
              Cerrar Sesión
            </Button>
          ) : (
            <ButtonLink to="/login" variant="primary" block onClick={onClose}>
              <LogIn size={18} aria-hidden="true" />
              Iniciar Sesión
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}
