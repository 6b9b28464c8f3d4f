// Moderation outcomes for members (issue 31): a member suspended while signed in is signed out within 60 s, /login says
// why and refuses them; on a live event the host deletes a viewer's message (gone for another viewer, live) and times
// the viewer out (the notice at once, then the database's refusal of their next message, in Spanish).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2EEnv } from '../support/env.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createEvent, liveJoined, removeEvent } from '../support/live.js';
import { createUser, injectSession, logInThroughUi, PUBLISHABLE_KEY, type TestUser } from '../support/users.js';

async function clientFor(env: E2EEnv, user: Pick<TestUser, 'email' | 'password'>) {
  const client = createClient(env.stack.apiUrl, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return client;
}

const chatBodies = (page: Page) => page.getByTestId('live-chat-body');
const composer = (page: Page) => page.getByLabel('Mensaje para el chat');

export function moderationOutcomeJourneys(getEnv: GetEnv): void {
  describe('moderation outcomes', () => {
    journey('a member suspended while signed in is signed out within 60 s, /login says why and refuses the password', getEnv, async ({ env, page }) => {
      const member = await createUser(env, 'Sara Suspendida');
      const reporter = await createUser(env, 'Quien Reporta');
      await injectSession(env, page, member);
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Mis reportes' }).waitFor();

      // A report of the member's profile, decided by the seeded moderator: a one-hour suspension.
      const reporting = await clientFor(env, reporter);
      expect((await reporting.from('reports').insert({ target_type: 'profile', target_id: member.id, reason: 'Acoso' })).error).toBeNull();
      const moderator = await clientFor(env, { email: 'moderador@nexo.dev', password: 'nexo1234' });
      const decided = await moderator.rpc('decide_report', { target_type: 'profile', target_id: member.id, decision: 'suspend', reason: 'Acoso reiterado', suspend_hours: 1 });
      expect(decided.error).toBeNull();
      const suspendedAt = Date.now();

      await page.waitForURL((url) => url.pathname === '/login', { timeout: 60_000 });
      expect(Date.now() - suspendedAt).toBeLessThan(60_000);
      // GoTrue says only that the session is gone; the tab's last token read the suspension and until when.
      await expect.poll(() => page.getByTestId('login-reason').textContent()).toMatch(/^Tu cuenta está suspendida hasta el \d+ de \p{L}+\b.*\d\d:\d\d\. Podrás/u);

      await logInThroughUi(page, member);
      await expect
        .poll(() => page.getByTestId('login-reason').textContent())
        .toBe('Tu cuenta está suspendida. Podrás iniciar sesión de nuevo cuando termine la suspensión; si crees que es un error, contacta al equipo de soporte.');
      expect(new URL(page.url()).pathname).toBe('/login');
    }, undefined, 150_000);

    journey("the host deletes a viewer's message (gone for another viewer live) and silences them (refused in Spanish)", getEnv, async ({ env, page }) => {
      let id: number | undefined;
      const viewer = await env.newPage();
      const visitor = await env.newPage();
      try {
        const host = await createUser(env, 'Hilda Anfitriona');
        const beto = await createUser(env, 'Beto Charlatán');
        id = await createEvent(env, { name: 'Evento moderado', startsInMs: -60_000, duration: '1 hora', hostId: host.id });
        await injectSession(env, page, host);
        await injectSession(env, viewer.page, beto);
        const joined = [liveJoined(page, `live:${id}`), liveJoined(viewer.page, `live:${id}`), liveJoined(visitor.page, `live:${id}`)];
        await Promise.all([page.goto(`/live-event/${id}`), viewer.page.goto(`/live-event/${id}`), visitor.page.goto(`/live-event/${id}`)]);
        await Promise.all(joined);

        await composer(viewer.page).fill('Mensaje que sobra');
        await composer(viewer.page).press('Enter');
        await chatBodies(visitor.page).filter({ hasText: 'Mensaje que sobra' }).waitFor();
        await chatBodies(page).filter({ hasText: 'Mensaje que sobra' }).waitFor();
        // Only the host moderates: neither viewer sees the tools.
        expect(await viewer.page.getByTestId('live-chat-moderation').count()).toBe(0);
        expect(await visitor.page.getByTestId('live-chat-moderation').count()).toBe(0);

        await page.getByRole('button', { name: 'Eliminar mensaje de Beto Charlatán' }).click();
        await page.getByRole('button', { name: 'Eliminar mensaje', exact: true }).click();
        await expect.poll(() => chatBodies(visitor.page).allTextContents()).toEqual([]);
        await expect.poll(() => chatBodies(viewer.page).allTextContents()).toEqual([]);
        await expect.poll(() => chatBodies(page).allTextContents()).toEqual([]);
        const { data: left } = await env.admin.from('live_chat_messages').select('id').eq('event_id', id);
        expect(left).toEqual([]);

        // A second message to moderate, then a 15-minute timeout.
        await composer(viewer.page).fill('Otro mensaje');
        await composer(viewer.page).press('Enter');
        await chatBodies(page).filter({ hasText: 'Otro mensaje' }).waitFor();
        await page.getByRole('button', { name: 'Silenciar a Beto Charlatán' }).click();
        await page.getByLabel('15 minutos').check();
        await page.getByRole('button', { name: 'Silenciar', exact: true }).click();
        const refusal = 'Se te silenció en este chat. Podrás escribir de nuevo en 15 minutos.';
        // The broadcast tells the viewer at once, before they try.
        await expect.poll(() => viewer.page.getByTestId('chat-error').textContent()).toBe(refusal);

        await composer(viewer.page).fill('¿Por qué?');
        await viewer.page.getByRole('button', { name: 'Enviar mensaje' }).click();
        await expect.poll(() => viewer.page.getByTestId('chat-error').textContent()).toBe(refusal);
        expect(await composer(viewer.page).inputValue()).toBe('¿Por qué?');
        const { data: rows } = await env.admin.from('live_chat_messages').select('body').eq('event_id', id);
        expect(rows?.map((r) => r.body)).toEqual(['Otro mensaje']);
      } finally {
        await viewer.context.close().catch(() => undefined);
        await visitor.context.close().catch(() => undefined);
        await removeEvent(env, id);
      }
    });
  });
}
