// Outages (issue 20 item 3): with the API unreachable a page shows its Spanish error with 'Reintentar' within 5 s after a
// few backed-off tries, a banner says the connection is lost and, once the API answers again, that it is back, and the
// page fills in by itself.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';

export function outageJourneys(getEnv: GetEnv): void {
  describe('outage', () => {
    journey('an unreachable API: error and Reintentar within 5 s, bounded retries, a banner, back by itself', getEnv, async ({ env, page }) => {
      const rest = `${env.stack.apiUrl}/rest/v1/**`;
      const health = `${env.stack.apiUrl}/auth/v1/health`;
      const requests: string[] = [];
      let down = true;
      await page.route(rest, (route) => {
        requests.push(route.request().url());
        return down ? route.abort('connectionrefused') : route.continue();
      });
      await page.route(health, (route) => (down ? route.abort('connectionrefused') : route.continue()));

      const started = Date.now();
      await page.goto('/communities/1');
      await page.getByRole('button', { name: 'Reintentar' }).first().waitFor({ timeout: 15_000 });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeLessThan(5000);
      await page.getByTestId('connection-banner').getByText('Sin conexión con el servidor', { exact: false }).waitFor();

      // Bounded: each read is tried three times by the app (plus once by index.html's boot loader), few reads in all.
      const perUrl = new Map<string, number>();
      for (const u of requests) perUrl.set(u, (perUrl.get(u) ?? 0) + 1);
      expect(Math.max(...perUrl.values())).toBeLessThanOrEqual(4);
      expect(requests.length).toBeLessThanOrEqual(12);

      // The API answers again: the banner says so and the page fills in without a click.
      down = false;
      await page.getByTestId('connection-banner').getByText('Conexión restablecida').waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Desarrollo Web' }).waitFor();
      await page.getByTestId('connection-banner').getByText('Conexión restablecida').waitFor({ state: 'detached', timeout: 10_000 });
    });
  });
}
