// Theme: toggling switches data-theme and local storage; a reload keeps it, applied before the app's code runs.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';

export function themeJourneys(getEnv: GetEnv): void {
  describe('theme', () => {
    journey('theme persists across reload without a flash', getEnv, async ({ page }) => {
      await page.goto('/');
      const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
      expect(await theme()).toBe('nexo');
      await page.getByRole('button', { name: 'Cambiar a modo oscuro' }).click();
      expect(await theme()).toBe('nexo-dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      await page.reload();
      await page.getByRole('button', { name: 'Cambiar a modo claro' }).waitFor();
      expect(await theme()).toBe('nexo-dark');

      // Without the app bundle only index.html's inline script runs: the stored theme is already there.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      expect(await theme()).toBe('nexo-dark');
      await page.unroute('**/assets/*.js');

      await page.reload();
      await page.getByRole('button', { name: 'Cambiar a modo claro' }).click();
      expect(await theme()).toBe('nexo');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    });
  });
}
