// Navigation entries of the shell: desktop order from the spec, and the mobile menu's full list.
import {
  BookOpen,
  Bot,
  Briefcase,
  Clapperboard,
  GraduationCap,
  Headset,
  House,
  MessageCircle,
  Radio,
  Settings,
  SquarePlus,
  User,
  Bell,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active for the path and any subpath (Comunidades, Cursos as the spec says; Mensajes for a conversation); otherwise only the exact path. */
  subpaths?: boolean;
}

export const DESKTOP_NAV: NavItem[] = [
  { label: 'Inicio', to: '/', icon: House },
  { label: 'Reels', to: '/reels', icon: Clapperboard },
  { label: 'Comunidades', to: '/communities', icon: Users, subpaths: true },
  { label: 'Cursos', to: '/courses', icon: BookOpen, subpaths: true },
  // A conversation (/chat/{id}) is still the messages section.
  { label: 'Mensajes', to: '/chat', icon: MessageCircle, subpaths: true },
  { label: 'Sesiones en Vivo', to: '/live-sessions', icon: Radio },
  { label: 'Asistente IA', to: '/ai-assistant', icon: Bot },
];

export const MOBILE_NAV: NavItem[] = [
  ...DESKTOP_NAV,
  { label: 'Contactar Experto en Vivo', to: '/contact-expert', icon: Headset },
  { label: 'Crear Publicación', to: '/create-post', icon: SquarePlus },
  { label: 'Perfil', to: '/profile', icon: User },
  { label: 'Notificaciones', to: '/notifications', icon: Bell },
  { label: 'Configuración', to: '/settings', icon: Settings },
  { label: 'Aplicar para dar cursos', to: '/apply-instructor', icon: GraduationCap },
  { label: 'Portal Empleo', to: '/job-search', icon: Briefcase },
];

/** The spec's active rule, shared by desktop and mobile navigation. */
export function isNavActive(item: Pick<NavItem, 'to' | 'subpaths'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return true;
  return !!item.subpaths && path.startsWith(`${item.to}/`);
}
