// Keyboard use (issue 20 item 11): focus goes into the mobile menu and back, tabs answer the arrow keys, 'Responder'
// focuses the reply box, and a refused form focuses and marks its first invalid field next to the toast.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, newMemberAt } from '../support/users.js';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { name: el?.getAttribute('name') ?? el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', invalid: el?.getAttribute('aria-invalid') };
  });

/** What the focused element must be: an exact accessible name (aria-label, label or text), an href prefix, a tag. */
interface Target {
  name?: string;
  href?: string;
  /** An href the element must not have (e.g. the member's own profile). */
  notHref?: string;
  tag?: string;
}

/** Presses Tab (Shift+Tab with `back`) until the focused element matches; fails if not reached within `max` presses. */
async function tabTo(page: Page, target: Target, max = 150, back = false): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const hit = await page.evaluate((t) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      const name = (el.getAttribute('aria-label') ?? (labelled || el.textContent || '')).replace(/\s+/g, ' ').trim();
      const href = el.getAttribute('href') ?? '';
      return (!t.name || name === t.name) && (!t.href || href.startsWith(t.href)) && (!t.notHref || href !== t.notHref) && (!t.tag || el.tagName === t.tag);
    }, target);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)} on ${page.url()}`);
}

export function keyboardJourneys(getEnv: GetEnv): void {
  describe('keyboard', () => {
    journey(
      'the mobile menu takes the focus and gives it back',
      getEnv,
      async ({ page }) => {
        await page.goto('/');
        const open = page.getByRole('button', { name: 'Abrir menú' });
        await open.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor();
        expect((await focused(page)).name).toBe('Cerrar menú');
        // Tab stays inside the menu.
        for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        expect((await focused(page)).name).toBe('Abrir menú');
      },
      { width: 390, height: 844 },
    );

    journey('tabs move with the arrow keys', getEnv, async ({ page }) => {
      await page.goto('/communities/1');
      const strip = page.getByRole('tablist', { name: 'Secciones de la comunidad' });
      await strip.getByRole('tab', { selected: true }).focus();
      const first = await strip.getByRole('tab', { selected: true }).innerText();
      await page.keyboard.press('ArrowRight');
      const second = strip.getByRole('tab', { selected: true });
      expect(await second.innerText()).not.toBe(first);
      expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowLeft');
      expect(await strip.getByRole('tab', { selected: true }).innerText()).toBe(first);
    });

    journey('Responder opens the reply box with the focus in it', getEnv, async ({ env, page }) => {
      await newMemberAt(env, page, 'Respuesta Rápida', '/post/1');
      const first = page.getByTestId('comment').first();
      await first.getByRole('button', { name: 'Responder' }).first().click();
      await page.getByTestId('reply-form').waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="reply-form"]') !== null && document.activeElement?.tagName)).toBe('TEXTAREA');
    });

    journey('a refused form focuses and marks its first invalid field; the toast stays', getEnv, async ({ env, page }) => {
      await page.goto('/signup');
      await page.getByLabel('Nombre completo').fill('Teclado Único');
      await page.getByLabel('Nombre completo').press('Enter');
      await page.getByTestId('toast').getByText('Campos requeridos').waitFor();
      expect(await focused(page)).toEqual({ name: 'email', invalid: 'true' });
      await page.keyboard.type('teclado@test.dev');
      expect((await focused(page)).invalid).toBeNull();

      await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
      await page.getByLabel('Confirmar contraseña').fill('secreto2');
      await page.getByLabel('Confirmar contraseña').press('Enter');
      await page.getByTestId('toast').getByText('Error de Contraseña').waitFor();
      expect(await focused(page)).toEqual({ name: 'confirmPassword', invalid: 'true' });

      await newMemberAt(env, page, 'Autora Teclado', '/create-post');
      await page.getByRole('button', { name: /Publicar/ }).click();
      await page.getByTestId('toast').getByText('Título requerido').waitFor();
      expect(await focused(page)).toEqual({ name: 'title', invalid: 'true' });
    });

    journey('keyboard only: sign in, read a post, comment on it, and message its author', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Teclado Completo');
      await page.goto('/');
      await tabTo(page, { name: 'Iniciar Sesión', href: '/login' });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/login**');
      await tabTo(page, { name: 'Correo electrónico', tag: 'INPUT' });
      await page.keyboard.type(user.email);
      await tabTo(page, { name: 'Contraseña', tag: 'INPUT' });
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Mensajes', exact: true }).first().waitFor();

      // Reading a post: the first post of the feed.
      await page.getByTestId('post-card').first().waitFor();
      await tabTo(page, { href: '/post/' });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/post/*');
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      expect(title.length).toBeGreaterThan(0);

      // Commenting.
      const comment = `Comentario escrito solo con el teclado ${Date.now()}`;
      await tabTo(page, { name: 'Escribe un comentario', tag: 'TEXTAREA' });
      await page.keyboard.type(comment);
      await tabTo(page, { name: 'Comentar', tag: 'BUTTON' }, 5);
      await page.keyboard.press('Enter');
      await page.getByTestId('comment').filter({ hasText: comment }).waitFor();

      // Messaging the post's author from their profile (back up from the comment form to the post's byline).
      await tabTo(page, { href: '/profile/', notHref: `/profile/${user.id}` }, 150, true);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/profile/*');
      await tabTo(page, { name: 'Mensaje', href: '/chat/' });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/chat/*');
      const message = `Hola, te escribo con el teclado ${Date.now()}`;
      await tabTo(page, { name: 'Escribe un mensaje', tag: 'TEXTAREA' });
      await page.keyboard.type(message);
      await tabTo(page, { name: 'Enviar mensaje', tag: 'BUTTON' }, 5);
      await page.keyboard.press('Enter');
      await page.getByTestId('chat-message').filter({ hasText: message }).waitFor();
      const { data } = await env.admin.from('messages').select('body').eq('sender_id', user.id).eq('body', message);
      expect(data).toHaveLength(1);
    });
  });
}
