// Sticky header: brand, search, desktop nav, theme toggle, signed-in icons + avatar or 'Iniciar Sesión', menu button.
import { forwardRef, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Bell, Menu, SquarePlus } from 'lucide-react';
import { Avatar, ButtonLink, Button } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { avatarUrl, displayName } from '@/lib/user';
import { Brand } from './Brand';
import { DESKTOP_NAV } from './nav-items';
import { NavLink } from './NavLinks';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

/** `bell` replaces the plain notifications link (the route layer passes the live bell; components cannot import features). */
export const Header = forwardRef<HTMLButtonElement, { menuOpen: boolean; onOpenMenu: () => void; bell?: ReactNode; chatBadge?: ReactNode }>(function Header(
  { menuOpen, onOpenMenu, bell, chatBadge },
  menuButton,
) {
  const { user, loading } = useAuth();
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <Brand />
        <SearchBox placeholder="Buscar..." className="hidden md:block w-full max-w-xs xl:max-w-44 min-w-0" />
        <nav aria-label="Principal" className="hidden xl:flex items-center gap-0.5">
          {DESKTOP_NAV.map((item) => (
            <NavLink key={item.to} item={item} variant="desktop" badge={item.to === '/chat' ? chatBadge : undefined} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {user ? (
            <>
              {bell ?? (
                <ButtonLink to="/notifications" variant="ghost" icon aria-label="Notificaciones">
                  <Bell size={20} aria-hidden="true" />
                </ButtonLink>
              )}
              <ButtonLink to="/create-post" variant="ghost" icon aria-label="Crear Publicación">
                <SquarePlus size={20} aria-hidden="true" />
              </ButtonLink>
              <Link to="/profile" className="ml-1 rounded-full" aria-label={`Perfil de ${displayName(user)}`}>
                <Avatar src={avatarUrl(user)} alt="" size={32} />
              </Link>
            </>
          ) : loading ? (
            <span className="w-28" aria-hidden="true" />
          ) : (
            <ButtonLink to="/login" search={{ redirect: href === '/' ? undefined : href }} variant="primary" size="sm">
              Iniciar Sesión
            </ButtonLink>
          )}
          <Button ref={menuButton} variant="ghost" icon aria-label="Abrir menú" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={onOpenMenu}>
            <Menu size={22} aria-hidden="true" />
          </Button>
        </div>
      </div>
    </header>
  );
});
