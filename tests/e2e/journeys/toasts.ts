// Toasts: one at a time, swipe right by 50 px dismisses (less does not), F8 focuses the toast region, 5 s by default.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';

export function toastJourneys(getEnv: GetEnv): void {
  describe('toasts', () => {
    journey('one toast at a time, swipe and F8', getEnv, async ({ page }) => {
      await page.goto('/signup');
      const submit = page.getByRole('button', { name: 'Crear Cuenta' });
      await page.getByLabel('Nombre completo').fill('Ana');
      await page.getByLabel('Correo electrónico').fill('ana@ejemplo.com');
      await page.getByLabel('Contraseña', { exact: true }).fill('abc');
      await page.getByLabel('Confirmar contraseña').fill('abd');
      await submit.click();
      const toast = page.getByTestId('toast');
      await toast.getByText('Las contraseñas no coinciden.').waitFor();
      expect(await toast.getByText('Error de Contraseña').isVisible()).toBe(true);
      expect(await toast.getAttribute('data-variant')).toBe('destructive');

      await page.getByLabel('Confirmar contraseña').fill('abc');
      await submit.click();
      await toast.getByText('La contraseña debe tener al menos 6 caracteres.').waitFor();
      await toast.getByText('Contraseña Débil').waitFor();
      expect(await toast.count()).toBe(1);

      await page.keyboard.press('F8');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notificaciones (F8)');

      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + 20;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 30, y, { steps: 5 });
      await page.mouse.up();
      expect(await toast.isVisible()).toBe(true);

      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 60, y, { steps: 6 });
      await page.mouse.up();
      await toast.waitFor({ state: 'detached' });

      // Auto-dismiss after 5 s by default (the pointer stays away: hovering pauses the timer).
      await page.mouse.move(5, 5);
      await submit.click();
      await toast.getByText('Contraseña Débil').waitFor();
      await page.mouse.move(5, 5);
      const shown = Date.now();
      await page.waitForTimeout(4000);
      expect(await toast.isVisible()).toBe(true);
      await toast.waitFor({ state: 'detached', timeout: 4000 });
      expect(Date.now() - shown).toBeGreaterThanOrEqual(4900);
    });
  });
}
