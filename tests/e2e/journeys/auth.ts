// Sign up → confirm by mail (resent once) → signed in → log out through the UI; existing users; wrong passwords; guards with `redirect`.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, logInThroughUi, uniqueEmail, newMemberAt } from '../support/users.js';

/** Fills /signup and sends it. */
async function signUpThroughUi(page: Page, fullName: string, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Nombre completo').fill(fullName);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
}

export function authJourneys(getEnv: GetEnv): void {
  describe('session', () => {
    journey('sign up → log in → log out', getEnv, async ({ page }) => {
      const email = uniqueEmail('registro');
      const password = 'mi-clave-123';
      const toast = page.getByTestId('toast');

      await signUpThroughUi(page, 'Mateo Rodríguez', email, password);
      await toast.getByText('Registro Exitoso').waitFor();
      await toast.getByText('Por favor, revisa tu correo para confirmar tu cuenta.').waitFor();
      await page.waitForURL('**/login');

      await logInThroughUi(page, { email, password: 'equivocada' });
      await toast.getByText('Error de Inicio de Sesión').waitFor();
      await toast.getByText('Correo electrónico o contraseña incorrectos.').waitFor();

      // E-mail confirmation is on (config.toml): the right password is refused until the address is confirmed.
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
      await toast.getByText('Debes confirmar tu correo electrónico antes de iniciar sesión.').waitFor();
      const notice = page.getByRole('status').filter({ hasText: 'Aún no confirmaste' });
      await notice.getByText(email).waitFor();
      const mails = getEnv().stack.deps.mail;
      const first = await mails.waitFor(email);
      expect(first.subject).toBe('Confirma tu cuenta en Nexo');
      expect(first.from).toBe('Nexo <no-responder@nexo.dev>');
      await page.waitForTimeout(1100); // the service sends one mail per address per second (max_frequency)
      await notice.getByRole('button', { name: 'Reenviar correo de confirmación' }).click();
      await toast.getByText('Correo reenviado').waitFor();
      const resent = await mails.waitFor(email, { since: first.createdAt });
      expect(resent.links[0]).toContain('/auth/v1/verify?');

      // The mailed link confirms the address and signs in on this app.
      await page.goto(resent.links[0]);
      await toast.getByText('¡Cuenta confirmada!').waitFor();
      await toast.getByText('Tu correo quedó confirmado y ya iniciaste sesión.').waitFor();
      await page.waitForURL((u) => u.pathname === '/');
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Perfil de Mateo Rodríguez' }).waitFor();
      expect(await header.getByRole('link', { name: 'Notificaciones' }).getAttribute('href')).toBe('/notifications');
      expect(await header.getByRole('link', { name: 'Crear Publicación' }).getAttribute('href')).toBe('/create-post');
      expect(await header.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);

      // The session survives a reload without greeting again.
      await page.reload();
      await header.getByRole('link', { name: 'Perfil de Mateo Rodríguez' }).waitFor();
      await page.waitForTimeout(300);
      expect(await toast.count()).toBe(0);

      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = page.getByRole('dialog', { name: 'Menú' });
      await menu.getByText('Mateo Rodríguez').waitFor();
      await menu.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await toast.getByText('Sesión cerrada').waitFor();
      await toast.getByText('Has cerrado sesión correctamente.').waitFor();
      await page.waitForURL((u) => u.pathname === '/');
      await menu.waitFor({ state: 'hidden' });
      await header.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();

      // The confirmed address again: the service says the user exists (error code or empty identities).
      await signUpThroughUi(page, 'Mateo Rodríguez', email, password);
      await toast.getByText('Este usuario ya existe.').waitFor();
      await toast.getByText('Error de Registro').waitFor();
      expect(page.url()).toMatch(/\/signup$/);
    });

    journey('guards send visitors to /login and back', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Valentina Gómez');
      await page.goto('/notifications');
      await page.waitForURL(/\/login\?redirect=%2Fnotifications$/);
      await page.getByTestId('toast').getByText('Inicia sesión').waitFor();
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
      await page.waitForURL('**/notifications');
      await page.getByRole('heading', { name: 'Notificaciones' }).waitFor();
      // Signed in, /login goes straight on.
      await page.goto('/login?redirect=%2Fsettings');
      await page.waitForURL('**/settings');
    });

    journey('an injected session shows the signed-in shell and the chat gate opens', getEnv, async ({ env, page }) => {
      await newMemberAt(env, page, 'Diego Herrera', '/chat');
      await page.getByRole('heading', { name: 'Mensajes' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Diego Herrera' }).waitFor();
    });

    journey('visitors see the restricted chat', getEnv, async ({ page }) => {
      await page.goto('/chat');
      await page.getByRole('heading', { name: 'Acceso Restringido' }).waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login?redirect=%2Fchat');
    });
  });
}
