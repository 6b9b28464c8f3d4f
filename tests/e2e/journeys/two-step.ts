// Two-step verification: enrol an authenticator app on /settings (code computed from the shown key), a wrong code is
// refused, sign out, sign in asks for the code (wrong refused, right accepted), then the factor is removed.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { totpAt } from '../../../local-supabase/auth/service/totp.js';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, logInThroughUi } from '../support/users.js';

/** A six-digit code that is not valid now (nor one step either side). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpAt(secret, Date.now() + d)));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.getByTestId('toast').getByText('Sesión cerrada').waitFor();
}

export function twoStepJourneys(getEnv: GetEnv): void {
  describe('two-step verification', () => {
    journey('enrol TOTP, sign out, sign in with the code, wrong codes refused, remove it', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Dora Dos Pasos');
      const toast = page.getByTestId('toast');
      await injectSession(env, page, user);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
      await card.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
      await card.getByRole('img', { name: 'Código QR para tu app de autenticación' }).waitFor();
      expect(await card.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
      expect(await seriousViolations(page)).toEqual([]);
      const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      // Not six digits: refused before anything is sent; a wrong code: refused by the server.
      await card.getByLabel('Código de verificación').fill('12');
      await card.getByRole('button', { name: 'Verificar y activar' }).click();
      await toast.getByText('El código debe tener 6 dígitos.').waitFor();
      await card.getByLabel('Código de verificación').fill(wrongCode(secret));
      await card.getByRole('button', { name: 'Verificar y activar' }).click();
      await toast.getByText('Código incorrecto').waitFor();
      await toast.getByText('El código no es correcto o ya caducó.', { exact: false }).waitFor();
      await card.getByLabel('Código de verificación').fill(totpAt(secret));
      await card.getByRole('button', { name: 'Verificar y activar' }).click();
      await toast.getByText('Verificación en dos pasos activada').waitFor();
      await card.getByText('Activada', { exact: true }).waitFor();
      const { data: factors } = await env.admin.auth.admin.mfa.listFactors({ userId: user.id });
      expect(factors?.factors.map((f) => [f.factor_type, f.status])).toEqual([['totp', 'verified']]);

      await signOutThroughMenu(page);
      await logInThroughUi(page, user);
      const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
      await step.getByLabel('Código de verificación').waitFor();
      // Until the code is verified nobody is signed in: no welcome, the login page stays.
      expect(await toast.getByText('¡Bienvenido de nuevo!').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/login');
      await step.getByLabel('Código de verificación').fill(wrongCode(secret));
      await step.getByRole('button', { name: 'Verificar' }).click();
      await toast.getByText('Código incorrecto').waitFor();
      // The enrolment used this step's code and a code verifies once: the next step's code (within the allowed skew).
      await step.getByLabel('Código de verificación').fill(totpAt(secret, Date.now() + 30_000));
      await step.getByRole('button', { name: 'Verificar' }).click();
      await toast.getByText('¡Bienvenido de nuevo!').waitFor();
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Dora Dos Pasos' }).waitFor();

      // Remove the factor (the session is two-step now), then sign-in needs only the password again.
      await page.goto('/settings');
      await card.getByRole('button', { name: 'Desactivar verificación en dos pasos' }).click();
      await page.getByRole('dialog', { name: '¿Desactivar la verificación en dos pasos?' }).getByRole('button', { name: 'Desactivar' }).click();
      await toast.getByText('Verificación en dos pasos desactivada').waitFor();
      await card.getByRole('button', { name: 'Activar verificación en dos pasos' }).waitFor();
      const { data: after } = await env.admin.auth.admin.mfa.listFactors({ userId: user.id });
      expect(after?.factors).toEqual([]);
      await signOutThroughMenu(page);
      await logInThroughUi(page, user);
      await toast.getByText('¡Bienvenido de nuevo!').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Perfil de Dora Dos Pasos' }).waitFor();
    });

    journey('cancelling the code step leaves the visitor signed out', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Cata Cancela');
      const client = env.admin;
      // Enrol and verify through the API as the member would from another device.
      const member = createClient(env.stack.apiUrl, env.stack.config.keys.publishableKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      await member.auth.signInWithPassword({ email: user.email, password: user.password });
      const { data } = await member.auth.mfa.enroll({ factorType: 'totp' });
      await member.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpAt(data!.totp.secret) });
      expect((await client.auth.admin.mfa.listFactors({ userId: user.id })).data?.factors).toHaveLength(1);

      await logInThroughUi(page, user, '/settings');
      const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
      await step.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).waitFor();
      // A reload keeps the visitor out: a password-only session does not count.
      await page.goto('/settings');
      await page.waitForURL((u) => u.pathname === '/login');
    });
  });
}
