// axe-core finds no serious or critical violations on /, /login, /signup, /terms (and the dark theme of / and /login),
// the live pages, and the chat of a signed-in member in both themes.
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession } from '../support/users.js';

export function a11yJourneys(getEnv: GetEnv): void {
  describe('accessibility', () => {
    journey('axe: no serious or critical violations', getEnv, async ({ page }) => {
      const found: Record<string, string[]> = {};
      for (const theme of ['light', 'dark'] as const) {
        for (const path of theme === 'light' ? ['/', '/login', '/signup', '/terms'] : ['/', '/login']) {
          await page.goto(path);
          await page.evaluate((t) => localStorage.setItem('theme', t), theme);
          await page.reload();
          await page.getByRole('main').waitFor();
          await page.getByRole('heading').first().waitFor();
          const v = await seriousViolations(page);
          if (v.length) found[`${theme} ${path}`] = v;
        }
      }
      expect(found).toEqual({});
    });

    journey('axe: the live pages and the chat, in both themes', getEnv, async ({ env, page }) => {
      const found: Record<string, string[]> = {};
      const check = async (label: string, path: string, ready: () => Promise<void>) => {
        for (const theme of ['light', 'dark'] as const) {
          await page.goto(path);
          await page.evaluate((t) => localStorage.setItem('theme', t), theme);
          await page.reload();
          await page.getByRole('main').waitFor();
          await ready();
          const v = await seriousViolations(page);
          if (v.length) found[`${theme} ${label}`] = v;
        }
      };
      await check('/live-sessions', '/live-sessions', () => page.getByTestId('live-session-card').first().waitFor());
      await check('/live-event/10', '/live-event/10', () => page.getByRole('heading', { level: 1 }).waitFor());
      const member = await createUser(env, 'Aurora Accesible');
      await injectSession(env, page, member);
      await check('/chat (signed in)', '/chat', () => page.getByRole('searchbox').or(page.getByRole('textbox')).first().waitFor());
      const { data: ana } = await env.admin.from('profiles').select('id').eq('name', 'Ana García').single();
      await check('/chat/{id} (signed in)', `/chat/${ana!.id}`, () => page.getByRole('textbox', { name: /mensaje/i }).first().waitFor());
      expect(found).toEqual({});
    });
  });
}
