// Live hosts: /live-sessions (date order, status badges, prices, search), the host sign-up (visitor redirect, terms gate,
// submitting state, thank-you, persisted pending application, duplicate refusal, legacy import) and 'Nueva Sesión'.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, type TestUser, newMemberAt } from '../support/users.js';
import type { E2EEnv } from '../support/env.js';

const SEEDED_HOST: TestUser = { id: 'a0000000-0000-4000-8000-000000000008', email: 'javier@nexo.dev', password: 'nexo1234', fullName: 'Javier Morales' };
const SIGN_UP_PATH = '/live-sessions/register-creator';

interface LiveRow {
  id: number;
  name: string;
  host_id: string | null;
  duration: string | null;
  price: number;
  topics: string[];
  live_date: string;
}

async function liveEvents(env: E2EEnv): Promise<LiveRow[]> {
  const { data, error } = await env.admin
    .from('communities')
    .select('id, name, host_id, duration, price, topics, live_date')
    .eq('is_live_event', true)
    .order('live_date', { ascending: true })
    .order('id');
  expect(error).toBeNull();
  return data as LiveRow[];
}

async function hostApplications(env: E2EEnv, userId: string): Promise<{ status: string; expertise: string; email: string }[]> {
  const { data, error } = await env.admin.from('applications').select('status, expertise, email').eq('user_id', userId).eq('kind', 'host');
  expect(error).toBeNull();
  return data as { status: string; expertise: string; email: string }[];
}

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

function card(page: Page, name: string) {
  return page.getByTestId('live-session-card').filter({ has: page.getByRole('link', { name, exact: true }) });
}

export function liveHostsJourneys(getEnv: GetEnv): void {
  describe('live hosts', () => {
    journey('/live-sessions: events by date with status, price, host and members; search; link to the host sign-up', getEnv, async ({ env, page }) => {
      await page.goto('/live-sessions');
      await page.getByRole('heading', { name: 'Sesiones en Vivo', level: 1 }).waitFor();
      const cards = page.getByTestId('live-session-card');
      await cards.first().waitFor();
      const rows = await liveEvents(env);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      await expect.poll(() => cards.locator('h2').allTextContents()).toEqual(rows.map((r) => r.name));

      const react = card(page, 'Taller en Vivo: React desde Cero');
      expect(await react.getByRole('link').getAttribute('href')).toBe('/live-event/9');
      expect(await react.getByTestId('live-status').textContent()).toBe('Finalizado');
      expect(await react.getByTestId('live-session-price').textContent()).toBe('Gratis');
      await react.getByText('2 horas').waitFor();
      await react.getByText('Javier Morales').waitFor();
      await react.getByText(/^\d[\d,]* miembros?$/).waitFor();
      const data = card(page, 'Sesión en Vivo: Preguntas sobre Ciencia de Datos');
      expect(await data.getByTestId('live-status').textContent()).toBe('En vivo');
      expect(await data.getByTestId('live-session-price').textContent()).toBe('USD 5.00');
      await data.getByText('1 hora 30 minutos').waitFor();
      const brand = card(page, 'Masterclass: Marca Personal en Redes');
      expect(await brand.getByTestId('live-status').textContent()).toBe('Próximamente');
      expect(await brand.getByTestId('live-session-price').textContent()).toBe('USD 10.00');
      // A session without a host shows the product team.
      await card(page, 'Charla en Vivo: Inglés para Entrevistas').getByText('Equipo Nexo').waitFor();

      const search = page.getByRole('searchbox', { name: 'Buscar sesiones en vivo' });
      await search.fill('ingles');
      await expect.poll(() => cards.locator('h2').allTextContents()).toEqual(['Charla en Vivo: Inglés para Entrevistas']);
      await page.waitForURL(/q=ingles/);
      await search.fill('CAMILA');
      await expect.poll(() => cards.locator('h2').allTextContents()).toEqual(['Sesión en Vivo: Preguntas sobre Ciencia de Datos']);
      await search.fill('zzzz ninguna');
      await page.getByText('No se encontraron sesiones en vivo').waitFor();
      expect(await cards.count()).toBe(0);
      // The search survives a reload through ?q=.
      await page.goto('/live-sessions?q=marca');
      await expect.poll(() => cards.locator('h2').allTextContents()).toEqual(['Masterclass: Marca Personal en Redes']);

      expect(await page.getByRole('link', { name: 'Regístrate como anfitrión' }).getAttribute('href')).toBe(SIGN_UP_PATH);
    });

    journey('visitor: the host sign-up asks to sign in, goes to /login?redirect=… and comes back after signing in', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Violeta Núñez');
      await page.goto('/live-sessions');
      await page.getByRole('link', { name: 'Regístrate como anfitrión' }).click();
      const toast = page.getByTestId('toast');
      await toast.getByText('Debes iniciar sesión para registrarte como anfitrión.').waitFor();
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(SIGN_UP_PATH);

      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
      await page.waitForURL((u) => u.pathname === SIGN_UP_PATH);
      await page.getByTestId('host-application-form').waitFor();
    });

    journey('member: submit waits for the terms, shows the submitting state, thanks, and the pending application persists', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Bruno Salinas');
      await injectSession(env, page, user);
      await page.goto(SIGN_UP_PATH);
      const form = page.getByTestId('host-application-form');
      await form.waitFor();
      expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Bruno Salinas');
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(user.email);

      const submit = form.getByRole('button', { name: 'Enviar Solicitud' });
      expect(await submit.isDisabled()).toBe(true);
      await form.getByText('Debes aceptar los términos y condiciones para continuar.').waitFor();
      await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
      expect(await submit.isEnabled()).toBe(true);
      expect(await form.getByText('Debes aceptar los términos y condiciones para continuar.').count()).toBe(0);

      // Required fields, in Spanish, and nothing is sent.
      await page.getByLabel('Nombre completo').fill('  ');
      await submit.click();
      await form.getByText('El nombre completo es obligatorio.').waitFor();
      await form.getByText('Indica al menos un área de experiencia.').waitFor();
      await form.getByText('Cuéntanos por qué quieres ser anfitrión.').waitFor();
      expect(await hostApplications(env, user.id)).toEqual([]);

      await page.getByLabel('Nombre completo').fill('Bruno Salinas');
      await page.getByLabel('Áreas de experiencia').fill('Fotografía,  Lightroom ');
      await page.getByLabel('¿Por qué quieres ser anfitrión?').fill('Quiero enseñar edición de fotos en directo.');

      // An application opened meanwhile (another tab): the database refuses a second one with a clear message.
      const { error } = await env.admin.from('applications').insert({
        user_id: user.id, kind: 'host', full_name: 'Bruno Salinas', email: user.email, expertise: 'Otra', motivation: 'Otra', agreed_to_terms: true,
      });
      expect(error).toBeNull();
      await submit.click();
      await page.getByTestId('toast').getByText('Ya tienes una solicitud de anfitrión en revisión o aprobada.').waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Áreas de experiencia').inputValue()).toBe('Fotografía,  Lightroom ');
      expect((await env.admin.from('applications').delete().eq('user_id', user.id).eq('kind', 'host')).error).toBeNull();

      const started = Date.now();
      await submit.click();
      const sending = form.getByRole('button', { name: 'Enviando Solicitud...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      await page.getByRole('heading', { name: '¡Gracias por tu solicitud!' }).waitFor();
      // Spec part 2 §9: the submitting state lasts 1.5 s.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      expect(await hostApplications(env, user.id)).toEqual([{ status: 'pending', expertise: 'Fotografía, Lightroom', email: user.email }]);

      await page.reload();
      const status = page.getByTestId('host-application-status');
      await status.getByRole('heading', { name: 'Tu solicitud está en revisión' }).waitFor();
      await status.getByText('Pendiente').waitFor();
      expect(await page.getByTestId('host-application-form').count()).toBe(0);
    });

    journey('legacy: the member\'s own liveQACreatorApplications entry is imported once, as pending', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Lorena Paz');
      const stranger = await createUser(env, 'Simón Otro');
      const entries = [
        { fullName: 'Lorena Paz', email: 'lorena@ejemplo.com', expertiseAreas: 'Yoga, Meditación', motivation: 'Guiar sesiones en vivo.',
          agreedToTerms: true, userId: user.id, status: 'approved', submittedAt: '2025-05-01T09:30:00.000Z' },
        { fullName: 'Simón Otro', email: 'simon@ejemplo.com', expertiseAreas: 'Ajedrez', motivation: 'Jugar en vivo.',
          agreedToTerms: true, userId: stranger.id, status: 'pending', submittedAt: '2025-05-02T09:30:00.000Z' },
      ];
      await injectSession(env, page, user);
      await page.evaluate((v) => localStorage.setItem('liveQACreatorApplications', v), JSON.stringify(entries));
      await page.goto(SIGN_UP_PATH);
      // Pending whatever the browser said.
      await page.getByTestId('host-application-status').getByRole('heading', { name: 'Tu solicitud está en revisión' }).waitFor();
      expect(await hostApplications(env, user.id)).toEqual([{ status: 'pending', expertise: 'Yoga, Meditación', email: 'lorena@ejemplo.com' }]);
      expect(await hostApplications(env, stranger.id)).toEqual([]);
      await expect
        .poll(() => page.evaluate((k) => localStorage.getItem(k), `liveQACreatorApplications:imported:${user.id}`))
        .not.toBeNull();
      // The shared list stays for the other members of this browser.
      expect(await page.evaluate(() => localStorage.getItem('liveQACreatorApplications'))).not.toBeNull();

      // Staff rejects it; a reload does not file the browser's copy again.
      expect((await env.admin.from('applications').update({ status: 'rejected' }).eq('user_id', user.id)).error).toBeNull();
      await page.reload();
      await page.getByText('Tu solicitud anterior no fue aprobada. Puedes enviar una nueva.').waitFor();
      await page.getByTestId('host-application-form').waitFor();
      expect(await hostApplications(env, user.id)).toEqual([{ status: 'rejected', expertise: 'Yoga, Meditación', email: 'lorena@ejemplo.com' }]);
    });

    journey('approved host: Nueva Sesión creates a real session that shows in the lists and opens /live-event/{id}', getEnv, async ({ env, page }) => {
      const title = `Sesión de prueba ${randomUUID().slice(0, 6)}`;
      let createdId: number | undefined;
      try {
        await injectSession(env, page, SEEDED_HOST);
        await page.goto('/communities/3?tab=live');
        const panel = page.getByRole('tabpanel', { name: 'Sesiones en Vivo' });
        await panel.getByRole('button', { name: 'Nueva Sesión' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nueva Sesión en Vivo' });
        await dialog.waitFor();
        // The community's topics come prefilled.
        const chips = dialog.getByRole('list', { name: 'Temas de la sesión' }).getByRole('listitem');
        expect(await chips.allTextContents()).toEqual(['Python', 'Machine Learning', 'Estadística', 'SQL']);

        await dialog.getByRole('button', { name: 'Crear sesión' }).click();
        await dialog.getByText('El título es obligatorio.').waitFor();
        await dialog.getByLabel('Horas').fill('0');
        await dialog.getByLabel('Minutos').fill('0');
        await dialog.getByRole('button', { name: 'Crear sesión' }).click();
        await dialog.getByText('La duración debe ser mayor que cero y de como máximo 24 horas.').waitFor();

        await dialog.getByLabel('Título').fill(title);
        await dialog.getByLabel('Descripción').fill('Resolvemos dudas de pandas en directo.');
        await dialog.getByLabel('Horas').fill('1');
        await dialog.getByLabel('Minutos').fill('30');
        await dialog.getByLabel('Precio (USD)').fill('0');
        await dialog.getByRole('textbox', { name: /^Temas \(/ }).fill('En vivo');
        await dialog.getByRole('textbox', { name: /^Temas \(/ }).press('Enter');
        expect(await chips.count()).toBe(5);
        expect(await dialog.getByRole('textbox', { name: /^Temas \(/ }).isDisabled()).toBe(true);
        await dialog.getByRole('button', { name: 'Crear sesión' }).click();

        await page.getByTestId('toast').getByText('Sesión creada').waitFor();
        await page.waitForURL(/\/live-event\/\d+$/);
        createdId = Number(new URL(page.url()).pathname.split('/').pop());
        const row = (await liveEvents(env)).find((r) => r.id === createdId);
        expect(row).toMatchObject({ name: title, host_id: SEEDED_HOST.id, duration: '1 hora 30 minutos', price: 0 });
        expect(row!.topics).toEqual(['Python', 'Machine Learning', 'Estadística', 'SQL', 'En vivo']);
        expect(new Date(row!.live_date).getTime()).toBeGreaterThan(Date.now());

        await page.goto('/live-sessions');
        const created = card(page, title);
        await created.waitFor();
        expect(await created.getByTestId('live-status').textContent()).toBe('Próximamente');
        expect(await created.getByTestId('live-session-price').textContent()).toBe('Gratis');
        await created.getByText('Javier Morales').waitFor();
        await created.getByText('1 hora 30 minutos').waitFor();
        await created.getByRole('link', { name: title }).click();
        await page.waitForURL(`**/live-event/${createdId}`);

        await page.goto('/communities/3?tab=live');
        const link = page.getByRole('tabpanel', { name: 'Sesiones en Vivo' }).getByRole('link', { name: title });
        expect(await link.getAttribute('href')).toBe(`/live-event/${createdId}`);
      } finally {
        // Later journeys read the seeded live events only.
        if (createdId) await env.admin.from('communities').delete().eq('id', createdId);
      }
    });

    journey('non-host: Convertirse en Anfitrión instead of Nueva Sesión, and the database refuses a session too', getEnv, async ({ env, page }) => {
      await newMemberAt(env, page, 'Nicolás Vera', '/communities/1?tab=live');
      const panel = page.getByRole('tabpanel', { name: 'Sesiones en Vivo' });
      await panel.getByRole('link', { name: 'Convertirse en Anfitrión' }).waitFor();
      expect(await panel.getByRole('button', { name: 'Nueva Sesión' }).count()).toBe(0);
      // Straight to the API with the member's own session: refused with the spec's text.
      const refused = await page.evaluate(async ({ url, key }) => {
        const token = JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
        const res = await fetch(`${url}/rest/v1/rpc/create_live_session`, {
          method: 'POST',
          headers: { apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'Atajo', description: '', live_date: new Date(Date.now() + 86_400_000).toISOString(), duration: '1 hora', price: 0, topics: [] }),
        });
        return { status: res.status, body: await res.json() };
      }, { url: env.stack.apiUrl, key: `sb-${new URL(env.stack.apiUrl).hostname.split('.')[0]}-auth-token` });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'not_approved_host', details: 'Necesitas ser un anfitrión aprobado para crear sesiones en vivo.' });
    });
    journey(
      'mobile 390 px and axe: the list, the sign-up form and the Nueva Sesión dialog fit the screen',
      getEnv,
      async ({ env, page }) => {
        await page.goto('/live-sessions');
        await page.getByTestId('live-session-card').first().waitFor();
        expect(await fitsWidth(page)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);

        const user = await createUser(env, 'Marta Celis');
        await injectSession(env, page, user);
        await page.goto(SIGN_UP_PATH);
        await page.getByTestId('host-application-form').waitFor();
        expect(await fitsWidth(page)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);

        await injectSession(env, page, SEEDED_HOST);
        await page.goto('/communities/1?tab=live');
        await page.getByRole('tabpanel', { name: 'Sesiones en Vivo' }).getByRole('button', { name: 'Nueva Sesión' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nueva Sesión en Vivo' });
        await dialog.getByLabel('Título').waitFor();
        const box = await dialog.getByTestId('new-session-form').boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        expect(await seriousViolations(page)).toEqual([]);
      },
      { width: 390, height: 844 },
    );
  });
}
