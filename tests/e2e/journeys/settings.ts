// Settings: name, avatar, bio, support link and badge form persist across reload; theme; password change then log in with it.
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, logInThroughUi, newMemberAt } from '../support/users.js';

export function settingsJourneys(getEnv: GetEnv): void {
  describe('settings', () => {
    journey('edit profile fields persist across reload', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Nombre Antiguo', '/settings');
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Nombre', { exact: true }).fill('Nombre Nuevo');
      await page.getByLabel('URL del avatar').fill('/media/avatars/ana-garcia.svg');
      await page.getByLabel('Biografía').fill('Aprendo diseño y fotografía.');
      await page.getByLabel('Enlace de apoyo').fill('https://www.patreon.com/nombrenuevo');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByTestId('toast').getByText('Perfil Actualizado').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Nombre Nuevo' }).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      await page.waitForFunction(() => (document.querySelector('input[name="support_url"]') as HTMLInputElement | null)?.value !== '');
      expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Nombre Nuevo');
      expect(await page.getByLabel('URL del avatar').inputValue()).toBe('/media/avatars/ana-garcia.svg');
      expect(await page.getByLabel('Biografía').inputValue()).toBe('Aprendo diseño y fotografía.');
      expect(await page.getByLabel('Enlace de apoyo').inputValue()).toBe('https://www.patreon.com/nombrenuevo');
      const { data } = await env.admin.from('profiles').select('name, avatar_url, bio, support_url').eq('id', user.id).single();
      expect(data).toEqual({
        name: 'Nombre Nuevo',
        avatar_url: '/media/avatars/ana-garcia.svg',
        bio: 'Aprendo diseño y fotografía.',
        support_url: 'https://www.patreon.com/nombrenuevo',
      });

      // A bad link is refused before anything is sent.
      await page.getByLabel('Enlace de apoyo').fill('patreon.com/sin-protocolo');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByTestId('toast').getByText('Enlace de apoyo no válido').waitFor();

      await page.getByRole('switch', { name: 'Modo oscuro' }).check();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('nexo-dark');
      await page.reload();
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('nexo-dark');
      expect(await page.getByRole('switch', { name: 'Modo oscuro' }).isChecked()).toBe(true);
    });

    journey('badges speak of the member in the form they chose', getEnv, async ({ env, page }) => {
      // Ana (seeded) chose the feminine form.
      await page.goto('/profile/a0000000-0000-4000-8000-000000000001');
      await page.getByRole('tab', { name: 'Acerca de' }).click();
      await page.getByText('Creadora verificada', { exact: true }).waitFor();

      const user = await createUser(env, 'Rol Elegido');
      await env.admin.from('profiles').update({ role: 'creator', is_verified: true }).eq('id', user.id);
      await injectSession(env, page, user);
      await page.goto(`/profile/${user.id}`);
      await page.getByRole('tab', { name: 'Acerca de' }).click();
      await page.getByText('Persona creadora verificada', { exact: true }).waitFor();

      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Persona creadora verificada' }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Creador verificado' }).check();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByTestId('toast').getByText('Perfil Actualizado').waitFor();
      await page.reload();
      await page.getByRole('radio', { name: 'Creador verificado' }).waitFor();
      await page.waitForFunction(() => (document.querySelector('input[name="badge_form"][value="masculino"]') as HTMLInputElement | null)?.checked === true);
      const { data } = await env.admin.from('profiles').select('badge_form').eq('id', user.id).single();
      expect(data).toEqual({ badge_form: 'masculino' });
      await page.goto(`/profile/${user.id}`);
      await page.getByRole('tab', { name: 'Acerca de' }).click();
      await page.getByText('Creador verificado', { exact: true }).waitFor();
    });

    journey('password change, then log in with the new password', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Clara Clave', '/settings');
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-9');
      await page.getByLabel('Confirmar nueva contraseña').fill('otra-cosa-9');
      await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
      // The spec's sign-up titles and messages, the same on every password form.
      await page.getByTestId('toast').getByText('Error de Contraseña').waitFor();
      await page.getByTestId('toast').getByText('Las contraseñas no coinciden.').waitFor();
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
      await page.getByLabel('Confirmar nueva contraseña').fill('abc');
      await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
      await page.getByTestId('toast').getByText('Contraseña Débil').waitFor();
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-9');
      await page.getByLabel('Confirmar nueva contraseña').fill('nueva-clave-9');
      await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
      await page.getByTestId('toast').getByText('Contraseña actualizada').waitFor();

      await page.evaluate(() => localStorage.clear());
      await logInThroughUi(page, { email: user.email, password: user.password });
      await page.getByTestId('toast').getByText('Error de Inicio de Sesión').waitFor();
      await page.getByLabel('Contraseña', { exact: true }).fill('nueva-clave-9');
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
      await page.getByTestId('toast').getByText('¡Bienvenido de nuevo!').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Clara Clave' }).waitFor();
    });
  });
}
