// Keyboard use (issue 20 item 11): focus goes into the mobile menu and back, tabs answer the arrow keys, 'Responder'
// focuses the reply box, and a refused form focuses and marks its first invalid field next to the toast.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession } from '../support/users.js';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { name: el?.getAttribute('name') ?? el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', invalid: el?.getAttribute('aria-invalid') };
  });

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
      const user = await createUser(env, 'Respuesta Rápida');
      await injectSession(env, page, user);
      await page.goto('/post/1');
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

      const user = await createUser(env, 'Autora Teclado');
      await injectSession(env, page, user);
      await page.goto('/create-post');
      await page.getByRole('button', { name: /Publicar/ }).click();
      await page.getByTestId('toast').getByText('Título requerido').waitFor();
      expect(await focused(page)).toEqual({ name: 'title', invalid: 'true' });
    });
  });
}
