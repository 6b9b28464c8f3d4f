// Passkeys with Chromium's virtual authenticator (CDP WebAuthn domain): add one on /settings, a second add on the same
// device is refused, sign out, sign in with it, remove it; afterwards the device's leftover credential is refused. A
// member with two-step verification signs in with a passkey and still gives the authenticator-app code.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { totpAt } from '../../../local-supabase/auth/service/totp.js';
import { seriousViolations } from '../support/axe.js';
import { localhostUrl } from '../support/env.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser } from '../support/users.js';

async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.getByTestId('toast').getByText('Sesión cerrada').waitFor();
}

/** Chromium's virtual platform authenticator (CDP WebAuthn domain): resident keys, user verification, always present. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export function passkeyJourneys(getEnv: GetEnv): void {
  describe('passkeys', () => {
    journey('add a passkey on /settings, sign out, sign in with it, remove it', getEnv, async ({ env, page, context }) => {
      // WebAuthn needs a domain as relying party: the same app server, addressed as localhost.
      const base = localhostUrl(env.appUrl);
      const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
      const user = await createUser(env, 'Paula Llaves');
      const toast = page.getByTestId('toast');

      await page.goto(`${base}/login`);
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/');

      await page.goto(`${base}/settings`);
      const card = page.getByRole('region', { name: 'Llaves de acceso' });
      await card.getByText('Todavía no tienes llaves de acceso.').waitFor();
      await card.getByRole('button', { name: 'Agregar llave de acceso en este dispositivo' }).click();
      await toast.getByText('Llave de acceso agregada').waitFor();
      const list = card.getByRole('list', { name: 'Tus llaves de acceso' });
      await list.getByText('Aún no se ha usado', { exact: false }).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      // 390 px: the card and its list fit the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await list.getByRole('button', { name: /^Eliminar Llave de acceso/ }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 800 });
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials.map((c) => [c.isResidentCredential, c.rpId])).toEqual([[true, 'localhost']]);
      const server = await fetch(`${env.stack.apiUrl}/auth/v1/admin/users/${user.id}/passkeys`, {
        headers: { apikey: env.stack.config.keys.secretKey, Authorization: `Bearer ${env.stack.config.keys.secretKey}` },
      });
      expect(((await server.json()) as unknown[]).length).toBe(1);

      // The same device again: the authenticator already holds a passkey for this account.
      await card.getByRole('button', { name: 'Agregar llave de acceso en este dispositivo' }).click();
      await toast.getByText('No se pudo agregar la llave de acceso').waitFor();
      await toast.getByText('Esta llave de acceso ya está registrada en tu cuenta.').waitFor();

      await signOutThroughMenu(page);
      await page.goto(`${base}/login`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Iniciar sesión con llave de acceso' }).click();
      await toast.getByText('¡Bienvenido de nuevo!').waitFor();
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Paula Llaves' }).waitFor();

      await page.goto(`${base}/settings`);
      await list.getByText('Último uso', { exact: false }).waitFor();
      await list.getByRole('button', { name: /^Eliminar Llave de acceso/ }).click();
      await page.getByRole('dialog', { name: '¿Eliminar esta llave de acceso?' }).getByRole('button', { name: 'Eliminar' }).click();
      await toast.getByText('Llave de acceso eliminada').waitFor();
      await card.getByText('Todavía no tienes llaves de acceso.').waitFor();

      // The device still holds the credential, but the account no longer accepts it.
      await signOutThroughMenu(page);
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Iniciar sesión con llave de acceso' }).click();
      await toast.getByText('Error de Inicio de Sesión').waitFor();
      await toast.getByText('No pudimos verificar tu llave de acceso.', { exact: false }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    });

    journey('a member with two-step verification signs in with a passkey, then gives the app code', getEnv, async ({ env, page, context }) => {
      const base = localhostUrl(env.appUrl);
      await virtualAuthenticator(context, page);
      const user = await createUser(env, 'Tomás Doble');
      const toast = page.getByTestId('toast');
      // The member already uses an authenticator app; their two-step (aal2) session goes into the page.
      const member = createClient(env.stack.apiUrl, env.stack.config.keys.publishableKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      await member.auth.signInWithPassword({ email: user.email, password: user.password });
      const { data: totp } = await member.auth.mfa.enroll({ factorType: 'totp' });
      const secret = totp!.totp.secret;
      const verified = await member.auth.mfa.challengeAndVerify({ factorId: totp!.id, code: totpAt(secret) });
      expect(verified.error).toBeNull();
      const session = (await member.auth.getSession()).data.session!;
      await page.goto(`${base}/terms`);
      const key = `sb-${new URL(env.stack.apiUrl).hostname.split('.')[0]}-auth-token`;
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(session)] as const);

      await page.goto(`${base}/settings`);
      const card = page.getByRole('region', { name: 'Llaves de acceso' });
      await card.getByRole('button', { name: 'Agregar llave de acceso en este dispositivo' }).click();
      await toast.getByText('Llave de acceso agregada').waitFor();

      await signOutThroughMenu(page);
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Iniciar sesión con llave de acceso' }).click();
      const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
      await step.getByLabel('Código de verificación').waitFor();
      expect(await toast.getByText('¡Bienvenido de nuevo!').count()).toBe(0);
      await step.getByLabel('Código de verificación').fill(totpAt(secret, Date.now() + 30_000));
      await step.getByRole('button', { name: 'Verificar' }).click();
      await toast.getByText('¡Bienvenido de nuevo!').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Tomás Doble' }).waitFor();
    });
  });
}
