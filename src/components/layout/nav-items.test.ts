// Unit tests: the navigation order and active rules of the spec.
import { describe, expect, it } from 'vitest';
import { DESKTOP_NAV, MOBILE_NAV, isNavActive } from './nav-items.js';

const byLabel = (label: string) => MOBILE_NAV.find((i) => i.label === label)!;

describe('navigation', () => {
  it('keeps the desktop order of the spec', () => {
    expect(DESKTOP_NAV.map((i) => `${i.label} ${i.to}`)).toEqual([
      'Inicio /',
      'Reels /reels',
      'Comunidades /communities',
      'Cursos /courses',
      'Mensajes /chat',
      'Sesiones en Vivo /live-sessions',
      'Asistente IA /ai-assistant',
    ]);
  });

  it('lists the extra mobile entries', () => {
    expect(MOBILE_NAV.slice(7).map((i) => `${i.label} ${i.to}`)).toEqual([
      'Contactar Experto en Vivo /contact-expert',
      'Crear Publicación /create-post',
      'Perfil /profile',
      'Notificaciones /notifications',
      'Configuración /settings',
      'Aplicar para dar cursos /apply-instructor',
      'Portal Empleo /job-search',
    ]);
  });

  it('activates Comunidades and Cursos for their subpaths, the other sections only on their own path', () => {
    expect(isNavActive(byLabel('Comunidades'), '/communities')).toBe(true);
    expect(isNavActive(byLabel('Comunidades'), '/communities/3')).toBe(true);
    expect(isNavActive(byLabel('Comunidades'), '/communitiesx')).toBe(false);
    expect(isNavActive(byLabel('Cursos'), '/courses/1/')).toBe(true);
    expect(isNavActive(byLabel('Inicio'), '/')).toBe(true);
    expect(isNavActive(byLabel('Inicio'), '/courses')).toBe(false);
    expect(isNavActive(byLabel('Sesiones en Vivo'), '/live-sessions/register-creator')).toBe(false);
  });

  it('keeps Mensajes active inside a conversation', () => {
    expect(isNavActive(byLabel('Mensajes'), '/chat/a0000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isNavActive(byLabel('Mensajes'), '/chat')).toBe(true);
    expect(isNavActive(byLabel('Mensajes'), '/chatter')).toBe(false);
  });
});
