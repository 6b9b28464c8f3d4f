// Password recovery: request the mail, follow its link, set a new password, sign in with it.
import { describe, expect } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, PUBLISHABLE_KEY } from '../support/users.js';

export function recoveryJourneys(getEnv: GetEnv): void {
  describe('password recovery', () => {
    journey('password recovery via the mail catcher', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Camila Torres');
      const since = new Date().toISOString();
      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.waitForURL('**/forgot-password');
      // The URL changes before the new page renders, and /login has a field with the same label.
      await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByTestId('toast').getByText('Correo enviado').waitFor();

      const mail = await env.stack.deps.mail.waitFor(user.email, { since, timeoutMs: 10_000 });
      const link = mail.links.find((l) => l.includes('recovery') || l.includes('verify'));
      expect(link, `links in the mail: ${mail.links.join(', ')}`).toBeTruthy();
      await page.goto(link!);
      await page.waitForURL('**/reset-password**');
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-456');
      await page.getByLabel('Confirmar nueva contraseña').fill('nueva-clave-456');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByTestId('toast').getByText('Contraseña actualizada').waitFor();
      await page.waitForURL((u) => u.pathname === '/');

      const client = createClient(env.stack.apiUrl, PUBLISHABLE_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      const old = await client.auth.signInWithPassword({ email: user.email, password: user.password });
      expect(old.error?.code).toBe('invalid_credentials');
      const fresh = await client.auth.signInWithPassword({ email: user.email, password: 'nueva-clave-456' });
      expect(fresh.error).toBeNull();
    });
  });
}
