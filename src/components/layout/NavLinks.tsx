// A navigation entry as a router Link with the spec's active rule (aria-current on the active one).
import type { ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { isNavActive, type NavItem } from './nav-items';

/** `badge`: shown after the label (the unread count of 'Mensajes'). */
export function NavLink({ item, variant, onNavigate, badge }: { item: NavItem; variant: 'desktop' | 'mobile'; onNavigate?: () => void; badge?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = isNavActive(item, pathname);
  const Icon = item.icon;
  const base =
    variant === 'desktop'
      ? 'inline-flex items-center gap-1.5 rounded-xl px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors duration-150'
      : 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium transition-colors duration-150';
  const tone = active ? 'bg-primary/10 text-primary' : 'text-base-content/80 hover:bg-base-200 hover:text-base-content';
  return (
    <Link
      to={item.to}
      activeOptions={{ exact: !item.subpaths, includeSearch: false }}
      className={`${base} ${tone}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <Icon size={variant === 'desktop' ? 16 : 20} aria-hidden="true" />
      {item.label}
      {badge}
    </Link>
  );
}
