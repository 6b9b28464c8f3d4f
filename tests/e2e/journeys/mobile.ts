// Mobile at 390 px: the menu overlay (profile card for members only, product search, every entry, display mode, session
// button), and a long search term that wraps instead of widening the page.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';

const ENTRIES: [string, string][] = [
  ['Inicio', '/'],
  ['Reels', '/reels'],
  ['Comunidades', '/communities'],
  ['Cursos', '/courses'],
  ['Mensajes', '/chat'],
  ['Sesiones en Vivo', '/live-sessions'],
  ['Asistente IA', '/ai-assistant'],
  ['Contactar Experto en Vivo', '/contact-expert'],
  ['Crear Publicación', '/create-post'],
  ['Perfil', '/profile'],
  ['Notificaciones', '/notifications'],
  ['Configuración', '/settings'],
  ['Aplicar para dar cursos', '/apply-instructor'],
  ['Portal Empleo', '/job-search'],
];

export function mobileJourneys(getEnv: GetEnv): void {
  describe('mobile menu', () => {
    journey(
      'mobile menu at 390 px',
      getEnv,
      async ({ page }) => {
        await page.goto('/');
        expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);
        const menu = page.getByRole('dialog', { name: 'Menú' });
        expect(await menu.isVisible()).toBe(false);

        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await menu.waitFor({ state: 'visible' });
        expect(await menu.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
        const box = await menu.boundingBox();
        expect(box?.width).toBeCloseTo(390, 0);
        expect(box?.height).toBeCloseTo(await page.evaluate(() => window.innerHeight), 0);

        expect(await menu.getByRole('searchbox').getAttribute('placeholder')).toBe('Buscar en Nexo...');
        // A visitor has no profile card ('Usuario' / 'Ver perfil'): that card is the member's.
        expect(await menu.getByText('Usuario', { exact: true }).count()).toBe(0);
        expect(await menu.getByRole('link', { name: 'Ver perfil' }).count()).toBe(0);
        const list = menu.getByRole('navigation', { name: 'Menú móvil' }).getByRole('link');
        expect(await list.allTextContents()).toEqual(ENTRIES.map(([label]) => label));
        expect(await Promise.all((await list.all()).map((l) => l.getAttribute('href')))).toEqual(ENTRIES.map(([, href]) => href));
        expect(await menu.getByRole('link', { name: 'Iniciar Sesión' }).isVisible()).toBe(true);
        expect(await menu.getByRole('button', { name: 'Cerrar Sesión' }).count()).toBe(0);

        await menu.getByRole('switch', { name: 'Modo oscuro' }).check();
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('nexo-dark');
        await menu.getByRole('switch', { name: 'Modo oscuro' }).uncheck();

        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await menu.waitFor({ state: 'visible' });
        await menu.getByRole('link', { name: 'Cursos', exact: true }).click();
        await page.waitForURL('**/courses');
        await menu.waitFor({ state: 'hidden' });
        await page.getByRole('heading', { name: 'Cursos', exact: true }).waitFor();

        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await menu.getByRole('searchbox').fill('guitarra');
        await menu.getByRole('searchbox').press('Enter');
        await page.waitForURL(/\/search\?q=guitarra/);
        await menu.waitFor({ state: 'hidden' });
      },
      { width: 390, height: 844 },
    );

    journey(
      'a long search term wraps at 390 px instead of widening the page',
      getEnv,
      async ({ page }) => {
        const term = 'desarrolloweb'.repeat(6);
        await page.goto(`/search?q=${term}`);
        const title = page.getByRole('heading', { level: 1, name: new RegExp(term) });
        await title.waitFor();
        const box = (await title.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      },
      { width: 390, height: 844 },
    );
  });
}
