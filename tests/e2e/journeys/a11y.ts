// axe-core finds no serious or critical violations on /, /login, /signup, /terms (and the dark theme of / and /login).
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';

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
  });
}
