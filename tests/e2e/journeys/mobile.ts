// Mobile at 390 px: the menu overlay (profile card for members only, product search, every entry, display mode, session
// button), a long search term that wraps instead of widening the page, and tab strips that scroll with a hint.
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

    journey(
      'a tab strip wider than 390 px scrolls with a hint and keeps the selected tab in view',
      getEnv,
      async ({ page }) => {
        await page.goto('/profile/a0000000-0000-4000-8000-000000000001');
        const strip = page.getByRole('tablist', { name: 'Secciones del perfil' });
        await strip.waitFor();
        expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const hints = strip.locator('xpath=..');
        await hints.getByTestId('tabs-more-right').waitFor();
        expect(await hints.getByTestId('tabs-more-left').count()).toBe(0);

        // Keyboard to the last tab: it is selected, scrolled fully into view, and the hint moves to the left side.
        await strip.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('End');
        const last = strip.getByRole('tab', { name: 'Acerca de' });
        expect(await last.getAttribute('aria-selected')).toBe('true');
        await hints.getByTestId('tabs-more-left').waitFor();
        const [tab, box] = [(await last.boundingBox())!, (await strip.boundingBox())!];
        expect(tab.x).toBeGreaterThanOrEqual(box.x - 1);
        expect(tab.x + tab.width).toBeLessThanOrEqual(box.x + box.width + 1);

        // And back to the first with Home.
        await page.keyboard.press('Home');
        await hints.getByTestId('tabs-more-right').waitFor();
        const first = (await strip.getByRole('tab', { name: 'Publicaciones' }).boundingBox())!;
        expect(first.x).toBeGreaterThanOrEqual(box.x - 1);
      },
      { width: 390, height: 844 },
    );
  });
}
