// Header search → results page grouped by kind, accent-insensitive, from public.search_all.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';

export function searchJourneys(getEnv: GetEnv): void {
  describe('search', () => {
    journey('search opens grouped, accent-insensitive results', getEnv, async ({ env, page }) => {
      const { data, error } = await env.admin
        .from('communities')
        .insert({ name: 'Fotografía Nocturna Urbana', description: 'Técnicas de exposición larga en la ciudad.', topics: ['fotografía'] })
        .select('id')
        .single();
      expect(error).toBeNull();

      await page.goto('/');
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar' });
      await box.fill('fotografia nocturna');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=fotografia/);
      await page.getByRole('heading', { name: 'Resultados para “fotografia nocturna”' }).waitFor();
      const group = page.getByRole('region', { name: /Comunidades/ });
      const hit = group.getByRole('link', { name: /Fotografía Nocturna Urbana/ });
      await hit.waitFor();
      await hit.click();
      await page.waitForURL(`**/communities/${data!.id}`);

      await page.goto('/search?q=zzqxxyy-nada');
      await page.getByText('No se encontraron resultados').waitFor();
    });
  });
}
