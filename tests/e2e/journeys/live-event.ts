// Live event: an event a few seconds away shows its countdown and flips to 'En vivo' without reload (then waits for
// the host: no sample clip poses as live); two members chat live and see each other as viewers (1 → 2 → 1); slow mode refuses in
// Spanish and keeps the text; ended events and visitors get the disabled composer; unknown ids 'Evento no encontrado'.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createEvent, removeEvent } from '../support/live.js';
import { createUser, injectSession, newMemberAt } from '../support/users.js';

function status(page: Page) {
  return page.getByTestId('live-status');
}

function composer(page: Page) {
  return page.getByLabel('Mensaje para el chat');
}

async function viewers(page: Page, n: number): Promise<void> {
  await page.locator(`[data-testid="viewer-count"][data-count="${n}"]`).waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('viewer-count').textContent()).toBe(`${n} ${n === 1 ? 'espectador' : 'espectadores'}`);
}

function chatBodies(page: Page) {
  return page.getByTestId('live-chat-body');
}

export function liveEventJourneys(getEnv: GetEnv): void {
  describe('live event', () => {
    journey('an event a few seconds away: countdown, then En vivo without reload, waiting for the host; visitors cannot chat', getEnv, async ({ env, page }) => {
      let id: number | undefined;
      try {
        id = await createEvent(env, { name: 'Evento que empieza pronto', startsInMs: 8000, duration: '1 hora', price: 7.5 });
        const playlists: string[] = [];
        page.on('request', (r) => void (r.url().endsWith('.m3u8') && playlists.push(r.url())));
        await page.goto(`/live-event/${id}`);
        await page.getByRole('heading', { name: 'Evento que empieza pronto', level: 1 }).waitFor();
        expect(await status(page).textContent()).toBe('Próximamente');
        expect(await page.getByTestId('countdown').textContent()).toMatch(/^Comienza en \d+ s$/);
        expect(await page.getByTestId('live-price').textContent()).toBe('USD 7.50');
        expect(await page.getByTestId('live-host').textContent()).toBe('AnfitriónEquipo Nexo');
        await page.getByText('1 hora', { exact: true }).waitFor();
        await page.getByRole('list', { name: 'Temas' }).getByText('Pruebas').waitFor();
        // The description's markup is text, not HTML.
        await page.getByText('Un evento de prueba con <b>etiquetas</b> que se muestran como texto.').waitFor();
        expect(playlists).toEqual([]);

        // Visitor: the composer is disabled with the spec's words.
        expect(await composer(page).isDisabled()).toBe(true);
        expect(await page.getByTestId('chat-disabled-reason').textContent()).toContain('Debes iniciar sesión para enviar mensajes.');
        await viewers(page, 1);
        expect(await seriousViolations(page)).toEqual([]);

        // No reload: a mark on the window survives the flip.
        await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 42));
        await page.locator('[data-testid="live-status"][data-status="live"]').waitFor({ timeout: 40_000 });
        expect(await status(page).textContent()).toBe('En vivo');
        expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(42);
        await page.getByTestId('countdown').waitFor({ state: 'detached' });
        // No host on air: the page waits for the host instead of playing anything as if it were live.
        await page.locator('[data-testid="live-video"][data-stage="waiting"]').getByText('Esperando al anfitrión…').waitFor();
        expect(playlists).toEqual([]);
      } finally {
        await removeEvent(env, id);
      }
    });

    journey('with realtime cut off, the clock (server offset) flips the page to En vivo right at the start', getEnv, async ({ env, page }) => {
      let id: number | undefined;
      try {
        // The browser's realtime socket goes nowhere: no join is ever answered, so the channel never subscribes.
        await page.routeWebSocket(/\/realtime\/v1\//, (ws) => ws.onMessage(() => undefined));
        const startsAt = Date.now() + 6000;
        id = await createEvent(env, { name: 'Evento sin conexión en tiempo real', startsInMs: startsAt - Date.now(), duration: '30 minutos' });
        await page.goto(`/live-event/${id}`);
        await page.getByRole('heading', { name: 'Evento sin conexión en tiempo real', level: 1 }).waitFor();
        expect(await status(page).textContent()).toBe('Próximamente');
        expect(await page.getByTestId('viewer-count').textContent()).toBe('Conectando…');
        await page.locator('[data-testid="live-status"][data-status="live"]').waitFor({ timeout: 15_000 });
        const lateBy = Date.now() - startsAt;
        // Not before the start (allowing for the offset estimate), and well before the job plus its grace would decide.
        expect(lateBy).toBeGreaterThan(-1000);
        expect(lateBy).toBeLessThan(3000);
      } finally {
        await removeEvent(env, id);
      }
    });

    journey('two members chat live, each message once and as text; the viewer count goes 1 → 2 → 1', getEnv, async ({ env, page }) => {
      let id: number | undefined;
      const other = await env.newPage();
      try {
        id = await createEvent(env, { name: 'Charla en directo de prueba', startsInMs: -60_000, duration: '2 horas' });
        const ana = await createUser(env, 'Ana Directo');
        const beto = await createUser(env, 'Beto Directo');
        await injectSession(env, page, ana);
        await page.goto(`/live-event/${id}`);
        await page.locator('[data-testid="live-status"][data-status="live"]').waitFor();
        await page.getByTestId('live-chat-empty').waitFor();
        await viewers(page, 1);

        await injectSession(env, other.page, beto);
        await other.page.goto(`/live-event/${id}`);
        await viewers(other.page, 2);
        await viewers(page, 2);

        await composer(page).fill('¡Hola Beto! <b>esto no es negrita</b>');
        await composer(page).press('Enter');
        await other.page.getByTestId('live-chat-message').filter({ hasText: 'Ana Directo' }).waitFor();
        expect(await chatBodies(other.page).allTextContents()).toEqual(['¡Hola Beto! <b>esto no es negrita</b>']);
        expect(await other.page.getByTestId('live-chat-list').locator('b').count()).toBe(0);
        expect(await composer(page).inputValue()).toBe('');

        await composer(other.page).fill('¡Hola Ana!');
        await other.page.getByRole('button', { name: 'Enviar mensaje' }).click();
        await chatBodies(page).filter({ hasText: '¡Hola Ana!' }).waitFor();
        await expect.poll(() => chatBodies(page).allTextContents()).toEqual(['¡Hola Beto! <b>esto no es negrita</b>', '¡Hola Ana!']);
        await expect.poll(() => chatBodies(other.page).allTextContents()).toEqual(['¡Hola Beto! <b>esto no es negrita</b>', '¡Hola Ana!']);

        // Blank text is ignored: nothing is sent.
        await composer(page).fill('   ');
        await composer(page).press('Enter');
        const { data: rows } = await env.admin.from('live_chat_messages').select('body').eq('event_id', id);
        expect(rows).toHaveLength(2);

        // Persisted: a reload shows the same history.
        await other.page.reload();
        await expect.poll(() => chatBodies(other.page).allTextContents()).toEqual(['¡Hola Beto! <b>esto no es negrita</b>', '¡Hola Ana!']);
        await viewers(page, 2);

        await other.context.close();
        await viewers(page, 1);
      } finally {
        await other.context.close().catch(() => undefined);
        await removeEvent(env, id);
      }
    });

    journey('slow mode: the database refuses a second message in Spanish and the text stays in the composer', getEnv, async ({ env, page }) => {
      let id: number | undefined;
      try {
        id = await createEvent(env, { name: 'Evento con modo lento', startsInMs: -60_000, duration: '1 hora', slowModeSeconds: 60 });
        await newMemberAt(env, page, 'Lenta Paciente', `/live-event/${id}`);
        await page.getByText('Modo lento: un mensaje cada 60 s').waitFor();
        await composer(page).fill('Primer mensaje');
        await composer(page).press('Enter');
        await chatBodies(page).filter({ hasText: 'Primer mensaje' }).waitFor();
        await expect.poll(() => composer(page).inputValue()).toBe('');

        await composer(page).fill('Segundo demasiado pronto');
        await page.getByRole('button', { name: 'Enviar mensaje' }).click();
        const error = page.getByTestId('chat-error');
        await expect.poll(() => error.textContent()).toMatch(/^Modo lento: espera \d+ segundos antes de enviar otro mensaje\.$/);
        expect(await composer(page).inputValue()).toBe('Segundo demasiado pronto');
        const { data: rows } = await env.admin.from('live_chat_messages').select('body').eq('event_id', id);
        expect(rows?.map((r) => r.body)).toEqual(['Primer mensaje']);
        expect(await chatBodies(page).allTextContents()).toEqual(['Primer mensaje']);
      } finally {
        await removeEvent(env, id);
      }
    });

    journey('an ended event: ended card, history, and the composer disabled with the reason', getEnv, async ({ env, page }) => {
      await newMemberAt(env, page, 'Llegó Tarde', '/live-event/9');
      await page.getByRole('heading', { name: 'Taller en Vivo: React desde Cero', level: 1 }).waitFor();
      expect(await status(page).textContent()).toBe('Finalizado');
      await page.getByText('Este evento ha finalizado').waitFor();
      await page.getByText('Gran sesión, ¡gracias!').waitFor();
      expect(await composer(page).isDisabled()).toBe(true);
      expect(await page.getByTestId('chat-disabled-reason').textContent()).toBe('El evento ha finalizado.');
      expect(await page.getByRole('button', { name: 'Enviar mensaje' }).isDisabled()).toBe(true);
      expect(await page.getByTestId('live-price').textContent()).toBe('Gratis');
      await page.getByTestId('live-host').getByRole('link', { name: 'Javier Morales' }).waitFor();
    });

    journey("unknown, regular and malformed ids: 'Evento no encontrado' with a link to the communities", getEnv, async ({ page }) => {
      for (const path of ['/live-event/999999', '/live-event/1', '/live-event/abc']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Evento no encontrado', level: 1 }).waitFor();
        await page.getByText('El evento en vivo que buscas no existe o la URL es incorrecta.').waitFor();
      }
      await page.getByRole('link', { name: 'Ver comunidades' }).click();
      await page.waitForURL('**/communities');
    });
  });
}
