// Visitor browses the shell: header, desktop nav order and active rules, footer, legal pages, skip link, 404.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';

export function shellJourneys(getEnv: GetEnv): void {
  describe('page shell (visitor)', () => {
    journey('visitor browses the shell', getEnv, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Tu espacio para conectar, aprender y crear.' }).waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'Nexo' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar' }).getAttribute('placeholder')).toBe('Buscar...');

      const nav = page.getByRole('navigation', { name: 'Principal' });
      const links = nav.getByRole('link');
      expect(await links.allTextContents()).toEqual(['Inicio', 'Reels', 'Comunidades', 'Cursos', 'Mensajes', 'Sesiones en Vivo', 'Asistente IA']);
      expect(await Promise.all((await links.all()).map((l) => l.getAttribute('href')))).toEqual([
        '/',
        '/reels',
        '/communities',
        '/courses',
        '/chat',
        '/live-sessions',
        '/ai-assistant',
      ]);
      expect(await nav.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');

      const login = page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' });
      expect(await login.getAttribute('href')).toMatch(/^\/login/);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Notificaciones' }).count()).toBe(0);

      await nav.getByRole('link', { name: 'Comunidades' }).click();
      await page.waitForURL('**/communities');
      // The URL changes before the new page commits.
      await expect.poll(() => nav.getByRole('link', { name: 'Comunidades' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
      await page.getByRole('heading', { name: 'Comunidades', exact: true }).waitFor();
      await page.getByRole('heading', { name: /^Comunidades Regulares/ }).waitFor();

      await page.goto('/courses/1');
      await page.getByRole('heading', { name: 'React Moderno: Hooks y Patrones', level: 1 }).waitFor();
      expect(await nav.getByRole('link', { name: 'Cursos' }).getAttribute('aria-current')).toBe('page');
      await page.goto('/live-sessions/register-creator');
      await page.waitForURL(/\/login\?redirect=%2Flive-sessions%2Fregister-creator/);
      await page.getByText('Debes iniciar sesión para registrarte como anfitrión.').waitFor();

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      for (const [column, items] of [
        ['Plataforma', ['Inicio', 'Comunidades', 'Cursos', 'Perfil']],
        ['Recursos', ['Blog', 'Guías', 'Contacto', 'Sesiones en Vivo']],
        ['Legal', ['Términos', 'Privacidad', 'Cookies']],
      ] as const) {
        const col = footer.getByRole('navigation', { name: column });
        // allTextContents() does not wait: right after goto('/') the SPA may not have rendered the footer yet.
        await col.getByRole('listitem').first().waitFor();
        expect((await col.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([...items]);
      }
      expect(await footer.getByRole('link', { name: 'Blog' }).count()).toBe(0);
      expect(await footer.getByRole('link', { name: 'Cookies' }).count()).toBe(0);
      await footer.getByRole('link', { name: 'Términos' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { name: 'Términos de Servicio' }).waitFor();
      expect(await page.title()).toBe('Términos de Servicio | Nexo');
      await page.getByText('30 días de antelación').waitFor();
      await page.getByText('Este es un documento de ejemplo.').waitFor();
      await footer.getByRole('link', { name: 'Privacidad' }).click();
      await page.getByRole('heading', { name: 'Política de Privacidad' }).waitFor();
      await page.getByText('al menos 13 años').waitFor();

      await page.goto('/');
      await page.getByRole('main').waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saltar al contenido');
    });

    journey('unknown paths show the 404 inside the shell', getEnv, async ({ page }) => {
      await page.goto('/esta-ruta/no-existe');
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
      expect(await main.getByRole('link', { name: 'Ver comunidades' }).getAttribute('href')).toBe('/communities');
      await page.getByRole('banner').waitFor();
      await main.getByRole('link', { name: 'Ver comunidades' }).click();
      await page.waitForURL('**/communities');
      await page.goto('/not-found');
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    });

    journey('login and signup render without the shell', getEnv, async ({ page }) => {
      for (const path of ['/login', '/signup']) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        expect(await page.getByRole('banner').count()).toBe(0);
        expect(await page.getByRole('contentinfo').count()).toBe(0);
      }
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Crear Cuenta' }).waitFor();
      await page.goto('/login');
      const password = page.getByLabel('Contraseña', { exact: true });
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      expect(await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/forgot-password');
      expect(await page.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
    });
  });
}
