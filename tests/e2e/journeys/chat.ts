// Direct chat with two browsers as two members: live delivery within a second, offline catch-up and the persistent
// outbox (each message once, in order), read receipts, typing, the unread badge, Enter / Shift+Enter, and the
// visitor, self-chat, unknown-member, blocked and mobile screens.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import type { E2EEnv } from '../support/env.js';
import { createUser, injectSession, type TestUser } from '../support/users.js';
import { memberClient } from './profile-support.js';

function composer(page: Page) {
  return page.getByLabel('Escribe un mensaje');
}

function bubbles(page: Page, tag: string) {
  return page.getByTestId('chat-message').filter({ hasText: tag });
}

async function openChat(page: Page, otherId: string): Promise<void> {
  await page.goto(`/chat/${otherId}`);
  await page.getByTestId('chat-history').waitFor();
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** The texts of the bubbles carrying `tag`, in screen order. */
async function texts(page: Page, tag: string): Promise<string[]> {
  return (await bubbles(page, tag).locator('p').allInnerTexts()).map((t) => t.trim());
}

async function waitForTexts(page: Page, tag: string, expected: string[], timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  let last: string[] = [];
  while (Date.now() < end) {
    last = await texts(page, tag);
    if (last.length >= expected.length) break;
    await page.waitForTimeout(100);
  }
  expect(last).toEqual(expected);
}

/** The header's 'Mensajes' link: with its unread count, or plain when there is none. */
async function badge(page: Page, value: number): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
  if (value === 0) {
    await nav.getByRole('link', { name: 'Mensajes', exact: true }).waitFor();
    return;
  }
  await nav.getByRole('link', { name: new RegExp(`^Mensajes\\s*\\(\\s*${value}\\s*sin leer\\)$`) }).waitFor();
}

async function storedBodies(env: E2EEnv, tag: string): Promise<string[]> {
  const { data, error } = await env.admin.from('messages').select('body').like('body', `%${tag}%`).order('created_at').order('id');
  expect(error).toBeNull();
  return (data ?? []).map((m: { body: string }) => m.body);
}

async function pair(env: E2EEnv, page: Page) {
  const a = await createUser(env, 'Alba Conversadora');
  const b = await createUser(env, 'Bruno Receptor');
  const second = await env.newPage();
  await injectSession(env, page, a);
  await injectSession(env, second.page, b);
  return { a, b, pageB: second.page, contextB: second.context };
}

export function chatJourneys(getEnv: GetEnv): void {
  describe('chat', () => {
    journey('two browsers: live within 1 s, unread badge, Visto, typing, Enter and Shift+Enter, text never HTML', getEnv, async ({ env, page }) => {
      const tag = randomUUID().slice(0, 8);
      const { a, b, pageB, contextB } = await pair(env, page);
      try {
        await openChat(page, b.id);
        await pageB.goto('/');
        await badge(pageB, 0);

        // B is elsewhere: the header badge counts, the contact list shows the unread count and the last message.
        await send(page, `hola ${tag}`);
        await badge(pageB, 1);
        await send(page, `segundo ${tag}`);
        await badge(pageB, 2);
        await pageB.goto('/chat');
        const contact = pageB.getByTestId('chat-contact').filter({ hasText: 'Alba Conversadora' });
        await contact.filter({ hasText: `segundo ${tag}` }).waitFor();
        expect((await contact.getByTestId('chat-contact-unread').innerText()).trim()).toMatch(/^2/);
        await contact.click();
        await pageB.waitForURL(`**/chat/${a.id}`);
        await waitForTexts(pageB, tag, [`hola ${tag}`, `segundo ${tag}`]);
        await badge(pageB, 0);
        // A sees that B read up to the newest message.
        await bubbles(page, `segundo ${tag}`).getByTestId('chat-seen').waitFor();

        // Live delivery with both on the conversation: under a second from Enter to B's screen.
        await composer(page).fill(`rápido ${tag}`);
        const started = Date.now();
        await composer(page).press('Enter');
        await bubbles(pageB, `rápido ${tag}`).waitFor({ timeout: 5000 });
        const elapsed = Date.now() - started;
        expect(elapsed).toBeLessThan(1000);
        await bubbles(page, `rápido ${tag}`).getByTestId('chat-seen').waitFor();

        // Typing indicator through presence, gone after B stops.
        await composer(pageB).pressSequentially('escribo algo', { delay: 20 });
        await page.getByTestId('chat-typing').filter({ hasText: 'Escribiendo…' }).waitFor();
        await composer(pageB).fill('');
        await page.getByTestId('chat-typing').waitFor({ state: 'detached', timeout: 8000 });

        // Shift+Enter adds a line, Enter sends; blank text is ignored; HTML is shown as text.
        await composer(page).fill(`línea uno ${tag}`);
        await composer(page).press('Shift+Enter');
        await composer(page).pressSequentially('línea dos');
        expect(await composer(page).inputValue()).toBe(`línea uno ${tag}\nlínea dos`);
        await composer(page).press('Enter');
        expect(await composer(page).inputValue()).toBe('');
        await bubbles(pageB, `línea uno ${tag}`).waitFor();
        expect((await bubbles(pageB, `línea uno ${tag}`).locator('p').innerText()).trim()).toBe(`línea uno ${tag}\nlínea dos`);
        await composer(page).fill('   \n  ');
        await composer(page).press('Enter');
        await send(page, `<b>negrita</b> ${tag}`);
        await bubbles(pageB, `<b>negrita</b> ${tag}`).waitFor();
        expect(await bubbles(pageB, tag).locator('b').count()).toBe(0);
        // B saw it through the relay; the sender stores it in its next batch.
        await page.locator('[data-testid="chat-message"][data-status="pending"]').first().waitFor({ state: 'detached' });
        expect(await storedBodies(env, tag)).toEqual([
          `hola ${tag}`,
          `segundo ${tag}`,
          `rápido ${tag}`,
          `línea uno ${tag}\nlínea dos`,
          `<b>negrita</b> ${tag}`,
        ]);
      } finally {
        await contextB.close();
      }
    });

    journey('B offline while A writes five: back online, B has all five once, in order', getEnv, async ({ env, page }) => {
      const tag = randomUUID().slice(0, 8);
      const { a, b, pageB, contextB } = await pair(env, page);
      try {
        await openChat(page, b.id);
        await openChat(pageB, a.id);
        await send(page, `antes ${tag}`);
        await waitForTexts(pageB, tag, [`antes ${tag}`]);

        await contextB.setOffline(true);
        const five = [1, 2, 3, 4, 5].map((n) => `mensaje ${n} ${tag}`);
        for (const text of five) await send(page, text);
        await waitForTexts(page, tag, [`antes ${tag}`, ...five]);
        await page.locator('[data-testid="chat-message"][data-status="pending"]').first().waitFor({ state: 'detached' });

        await contextB.setOffline(false);
        await waitForTexts(pageB, tag, [`antes ${tag}`, ...five], 30_000);
        // Nothing arrives twice later (the catch-up and the live channel overlap).
        await pageB.waitForTimeout(1500);
        expect(await texts(pageB, tag)).toEqual([`antes ${tag}`, ...five]);
        expect(await storedBodies(env, tag)).toEqual([`antes ${tag}`, ...five]);
      } finally {
        await contextB.close();
      }
    });

    journey('A writes three offline, reloads, reconnects: all three arrive once', getEnv, async ({ env, page, context }) => {
      const tag = randomUUID().slice(0, 8);
      const { a, b, pageB, contextB } = await pair(env, page);
      try {
        await openChat(page, b.id);
        await openChat(pageB, a.id);

        await context.setOffline(true);
        const three = [1, 2, 3].map((n) => `sin conexión ${n} ${tag}`);
        for (const text of three) await send(page, text);
        const pending = page.locator('[data-testid="chat-message"][data-status="pending"]');
        await waitForTexts(page, tag, three);
        expect(await pending.count()).toBe(3);
        expect(await composer(page).inputValue()).toBe('');

        // The server stays out of reach for sends while the page reloads: the outbox must carry them.
        await page.route('**/rest/v1/rpc/send_messages', (route) => route.abort('internetdisconnected'));
        await context.setOffline(false);
        await page.reload();
        await page.getByTestId('chat-history').waitFor();
        await waitForTexts(page, tag, three);
        expect(await pending.count()).toBe(3);
        expect(await storedBodies(env, tag)).toEqual([]);

        await page.unroute('**/rest/v1/rpc/send_messages');
        await waitForTexts(pageB, tag, three, 40_000);
        await pending.first().waitFor({ state: 'detached', timeout: 40_000 });
        await pageB.waitForTimeout(1000);
        expect(await texts(pageB, tag)).toEqual(three);
        expect(await texts(page, tag)).toEqual(three);
        expect(await storedBodies(env, tag)).toEqual(three);
      } finally {
        await contextB.close();
      }
    });

    journey('visitor, self-chat, unknown and blocked members get clear screens', getEnv, async ({ env, page }) => {
      await page.goto('/chat');
      await page.getByRole('heading', { name: 'Acceso Restringido' }).waitFor();
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login?redirect=%2Fchat');
      await main.getByRole('button', { name: 'Volver' }).waitFor();
      await main.getByRole('link', { name: 'Ir al inicio' }).waitFor();
      await page.getByTestId('toast').filter({ hasText: 'Acceso Restringido' }).waitFor();

      const me: TestUser = await createUser(env, 'Carmen Sola');
      const other = await createUser(env, 'Dario Bloqueado');
      await injectSession(env, page, me);
      await page.goto(`/chat/${me.id}`);
      await page.getByTestId('toast').filter({ hasText: 'Acción no permitida' }).filter({ hasText: 'No puedes chatear contigo mismo.' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/chat');

      for (const id of [randomUUID(), 'no-es-un-id']) {
        await page.goto(`/chat/${id}`);
        await page.getByRole('heading', { name: 'Usuario no encontrado' }).waitFor();
        await page.getByRole('link', { name: 'Volver a Mensajes' }).waitFor();
      }

      const client = await memberClient(env, other);
      expect((await client.rpc('toggle_block', { profile_id: me.id })).error).toBeNull();
      await page.goto(`/chat/${other.id}`);
      await page.getByRole('alert').filter({ hasText: 'No puedes enviar mensajes a este usuario.' }).waitFor();
      expect(await composer(page).isDisabled()).toBe(true);
    });

    journey('the legacy per-pair history in browser storage is imported once after sign-in', getEnv, async ({ env, page }) => {
      const tag = randomUUID().slice(0, 8);
      const a = await createUser(env, 'Gala Antigua');
      const b = await createUser(env, 'Hugo Antiguo');
      await injectSession(env, page, a);
      const key = `chat_${[a.id, b.id].sort().join('_')}`;
      const history = [
        { id: 1, senderId: a.id, text: `del legado ${tag}`, timestamp: '2025-01-01T10:00:00.000Z' },
        { id: 2, senderId: b.id, text: `de Hugo ${tag}`, timestamp: '2025-01-01T10:01:00.000Z' },
      ];
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(history)] as const);
      await openChat(page, b.id);
      // Only one's own messages are imported (Hugo imports his side from his browser).
      await waitForTexts(page, tag, [`del legado ${tag}`]);
      await page.reload();
      await page.getByTestId('chat-history').waitFor();
      await waitForTexts(page, tag, [`del legado ${tag}`]);
      expect(await storedBodies(env, tag)).toEqual([`del legado ${tag}`]);
      expect(await page.evaluate((k) => localStorage.getItem(k) !== null, key)).toBe(true);
    });

    journey('mobile: the list and the conversation are two screens with a way back', getEnv, async ({ env }) => {
      const a = await createUser(env, 'Elisa Móvil');
      const b = await createUser(env, 'Fabio Móvil');
      const { page, context } = await env.newPage({ width: 390, height: 844 });
      try {
        await injectSession(env, page, a);
        await page.goto(`/chat/${b.id}`);
        await page.getByTestId('chat-partner-name').filter({ hasText: 'Fabio Móvil' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Mensajes' }).isVisible()).toBe(false);
        await page.getByRole('link', { name: 'Volver a contactos' }).click();
        await page.waitForURL((url) => url.pathname === '/chat');
        await page.getByRole('heading', { name: 'Mensajes' }).waitFor();
        expect(await page.getByTestId('chat-history').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
}
