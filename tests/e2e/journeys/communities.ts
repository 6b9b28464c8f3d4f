// Communities: list search/sort/sections, detail tabs and empty states, join/leave and notifications persisted,
// host button states, visitor prompts, unknown id, legacy joined-communities import, axe on both pages.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, logInThroughUi, type TestUser, newMemberAt } from '../support/users.js';
import type { E2EEnv } from '../support/env.js';

interface Row {
  id: number;
  name: string;
  members_count: number;
  created_at: string;
  is_live_event: boolean;
}

async function communities(env: E2EEnv): Promise<Row[]> {
  const { data, error } = await env.admin.from('communities').select('id, name, members_count, created_at, is_live_event');
  expect(error).toBeNull();
  return data as Row[];
}

async function membersCount(env: E2EEnv, id: number): Promise<number> {
  const { data } = await env.admin.from('communities').select('members_count').eq('id', id).single();
  return (data as { members_count: number }).members_count;
}

async function membership(env: E2EEnv, userId: string, communityId: number): Promise<{ notifications_enabled: boolean } | null> {
  const { data, error } = await env.admin
    .from('memberships')
    .select('notifications_enabled')
    .eq('user_id', userId)
    .eq('community_id', communityId)
    .maybeSingle();
  expect(error).toBeNull();
  return data as { notifications_enabled: boolean } | null;
}

async function newCommunity(env: E2EEnv, name: string, topics: string[] = ['zzvacío']): Promise<number> {
  const { data, error } = await env.admin.from('communities').insert({ name, description: 'Una comunidad de prueba.', topics }).select('id').single();
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

/** Names of the cards in one section of /communities, in order. */
function cardNames(page: Page, section: string): Promise<string[]> {
  return page.getByRole('region', { name: new RegExp(`^${section}`) }).getByRole('heading', { level: 3 }).allTextContents();
}

const SEEDED_HOST: TestUser = { id: 'a0000000-0000-4000-8000-000000000008', email: 'javier@nexo.dev', password: 'nexo1234', fullName: 'Javier Morales' };

export function communitiesJourneys(getEnv: GetEnv): void {
  describe('communities', () => {
    journey('list: sections, quick links, sort, search and empty result', getEnv, async ({ env, page }) => {
      await page.goto('/communities');
      await page.getByRole('heading', { name: 'Comunidades', level: 1 }).waitFor();
      await page.getByRole('heading', { name: /^Sesiones en Vivo/, level: 2 }).waitFor();
      await page.getByRole('heading', { name: /^Comunidades Regulares/, level: 2 }).waitFor();
      const quick = page.getByRole('navigation', { name: 'Accesos rápidos' });
      const hrefs = await quick.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/contact-expert', '/apply-expert', '/job-search', '/personalized-content']);

      const rows = await communities(env);
      const regular = rows.filter((r) => !r.is_live_event);
      const live = rows.filter((r) => r.is_live_event);
      expect(await cardNames(page, 'Comunidades Regulares')).toEqual([...regular].sort((a, b) => a.id - b.id).map((r) => r.name));
      expect(await cardNames(page, 'Sesiones en Vivo')).toEqual([...live].sort((a, b) => a.id - b.id).map((r) => r.name));

      const sorts = page.getByRole('group', { name: 'Ordenar comunidades' });
      await sorts.getByRole('button', { name: 'Más Miembros' }).click();
      await page.waitForURL(/sort=members/);
      const byMembers = await cardNames(page, 'Comunidades Regulares');
      const counts = byMembers.map((n) => regular.find((r) => r.name === n)!.members_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(await sorts.getByRole('button', { name: 'Más Miembros' }).getAttribute('aria-pressed')).toBe('true');

      await sorts.getByRole('button', { name: 'Más Nuevos' }).click();
      await page.waitForURL(/sort=newest/);
      const newest = [...regular].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)[0];
      expect((await cardNames(page, 'Comunidades Regulares'))[0]).toBe(newest.name);

      await sorts.getByRole('button', { name: 'Más Activos' }).click();
      await page.waitForURL(/sort=active/);
      await sorts.getByRole('button', { name: 'Todos' }).click();
      await page.waitForURL((u) => !u.search.includes('sort='));

      // Accent-insensitive search over name, description and topics; the sort survives in the URL.
      const search = page.getByRole('searchbox', { name: 'Buscar comunidades' });
      await search.fill('diseno');
      await page.waitForURL(/q=diseno/);
      const found = await cardNames(page, 'Comunidades Regulares');
      expect(found).toContain('Diseño UX/UI');
      expect(found).not.toContain('Desarrollo Web');
      expect(await page.getByRole('heading', { name: /^Sesiones en Vivo/, level: 2 }).count()).toBe(0);
      await page.reload();
      expect(await search.inputValue()).toBe('diseno');
      expect(await cardNames(page, 'Comunidades Regulares')).toEqual(found);

      // Typed key by key: no keystroke is lost while the URL follows.
      await search.fill('');
      await search.pressSequentially('react', { delay: 5 });
      await page.waitForURL(/q=react/);
      expect(await search.inputValue()).toBe('react');
      await page.getByRole('region', { name: /^Sesiones en Vivo/ }).getByRole('link', { name: 'Taller en Vivo: React desde Cero' }).waitFor();

      await search.fill('zzqx-nada');
      await page.getByText('No se encontraron resultados').waitFor();

      await search.fill('');
      await page.getByRole('region', { name: /^Comunidades Regulares/ }).getByRole('link', { name: 'Desarrollo Web' }).click();
      await page.waitForURL('**/communities/1');
      await page.getByRole('heading', { name: 'Desarrollo Web', level: 1 }).waitFor();
    });

    journey('visitor: join, notifications and new session ask to sign in; unknown id', getEnv, async ({ page }) => {
      const toast = page.getByTestId('toast');
      await page.goto('/communities/1');
      await page.getByRole('heading', { name: 'Desarrollo Web', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Unirse' }).click();
      await toast.getByText('Inicia sesión').waitFor();
      await toast.getByText('Necesitas iniciar sesión para unirte a una comunidad.').waitFor();
      await page.getByRole('button', { name: 'Notificaciones de la comunidad' }).click();
      await toast.getByText('Necesitas iniciar sesión para gestionar las notificaciones de la comunidad.').waitFor();
      expect(await toast.getAttribute('data-variant')).toBe('destructive');

      await page.getByRole('tab', { name: 'Sesiones en Vivo' }).click();
      await page.waitForURL(/tab=live/);
      await page.getByRole('button', { name: 'Nueva Sesión' }).click();
      await toast.getByText('Necesitas iniciar sesión para crear un evento.').waitFor();
      expect(await page.getByRole('link', { name: 'Convertirse en Anfitrión' }).count()).toBe(0);

      for (const path of ['/communities/999999', '/communities/abc']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Comunidad no encontrada' }).waitFor();
        expect(await page.getByRole('main').getByRole('link', { name: 'Ver comunidades' }).getAttribute('href')).toBe('/communities');
      }
      await page.getByRole('main').getByRole('link', { name: 'Ver comunidades' }).click();
      await page.waitForURL((u) => u.pathname === '/communities');
    });

    journey('member: join/leave and notifications persist across reload', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Martina Suárez');
      await injectSession(env, page, user);
      const toast = page.getByTestId('toast');
      const id = 2;
      const before = await membersCount(env, id);
      const count = page.getByTestId('members-count');
      const bell = page.getByRole('button', { name: 'Notificaciones de la comunidad' });

      await page.goto(`/communities/${id}`);
      await page.getByRole('heading', { name: 'Diseño UX/UI', level: 1 }).waitFor();
      await count.getByText(String(before)).waitFor();
      // A signed-in non-member cannot switch notifications yet.
      await bell.click();
      await toast.getByText('Únete a la comunidad para gestionar sus notificaciones.').waitFor();

      await page.getByRole('button', { name: 'Unirse' }).click();
      await toast.getByText('Te has unido a la comunidad').waitFor();
      await page.getByRole('button', { name: 'Abandonar' }).waitFor();
      await count.getByText(String(before + 1)).waitFor();
      expect(await membersCount(env, id)).toBe(before + 1);
      expect(await membership(env, user.id, id)).toEqual({ notifications_enabled: true });

      await page.reload();
      await page.getByRole('button', { name: 'Abandonar' }).waitFor();
      await count.getByText(String(before + 1)).waitFor();
      await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');

      await bell.click();
      await toast.getByText('Notificaciones desactivadas').waitFor();
      await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('false');
      expect(await membership(env, user.id, id)).toEqual({ notifications_enabled: false });
      await page.reload();
      await page.getByRole('button', { name: 'Abandonar' }).waitFor();
      await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('false');
      await bell.click();
      await toast.getByText('Notificaciones activadas').waitFor();
      await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: 'Abandonar' }).click();
      await toast.getByText('Has abandonado la comunidad').waitFor();
      await page.getByRole('button', { name: 'Unirse' }).waitFor();
      await count.getByText(String(before)).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Unirse' }).waitFor();
      await count.getByText(String(before)).waitFor();
      expect(await membership(env, user.id, id)).toBeNull();
      expect(await membersCount(env, id)).toBe(before);
    });

    journey('host button: approved host gets Nueva Sesión, others Convertirse en Anfitrión, which only opens the sign-up that says No Autorizado', getEnv, async ({ env, page, context }) => {
      const toast = page.getByTestId('toast');
      await newMemberAt(env, page, 'Tomás Vega', '/communities/1?tab=live');
      const events = page.getByRole('tabpanel', { name: 'Sesiones en Vivo' });
      expect(await events.getByRole('link', { name: 'Taller en Vivo: React desde Cero' }).getAttribute('href')).toBe('/live-event/9');
      await events.getByText('Javier Morales').waitFor();
      expect(await events.getByRole('button', { name: 'Nueva Sesión' }).count()).toBe(0);
      const become = events.getByRole('link', { name: 'Convertirse en Anfitrión' });
      expect(await become.getAttribute('href')).toBe('/live-sessions/register-creator?motivo=no-autorizado');
      await become.click();
      // One thing happens: the sign-up page opens and says why (no refusal toast on top of it).
      await page.waitForURL('**/live-sessions/register-creator?motivo=no-autorizado');
      const reason = page.getByRole('status').filter({ hasText: 'No Autorizado' });
      await reason.getByText('Necesitas ser un anfitrión aprobado para crear sesiones en vivo.').waitFor();
      await page.getByRole('heading', { name: 'Conviértete en Anfitrión' }).waitFor();
      expect(await toast.count()).toBe(0);

      const host = await context.browser()!.newContext({ baseURL: env.appUrl, locale: 'es-ES', viewport: { width: 1280, height: 800 } });
      try {
        const hostPage = await host.newPage();
        hostPage.setDefaultTimeout(10_000);
        await injectSession(env, hostPage, SEEDED_HOST);
        await hostPage.goto('/communities/3?tab=live');
        const panel = hostPage.getByRole('tabpanel', { name: 'Sesiones en Vivo' });
        await panel.getByRole('button', { name: 'Nueva Sesión' }).click();
        // The real form (live-hosts journeys create a session with it); closing it creates nothing.
        const dialog = hostPage.getByRole('dialog', { name: 'Nueva Sesión en Vivo' });
        await dialog.getByLabel('Título').waitFor();
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await panel.getByRole('link', { name: 'Convertirse en Anfitrión' }).count()).toBe(0);
      } finally {
        await host.close();
      }
    });

    journey('tabs: posts, courses, live events and Acerca de with real top members; empty states', getEnv, async ({ env, page }) => {
      await page.goto('/communities/1');
      const posts = page.getByRole('tabpanel', { name: 'Publicaciones' });
      expect(await posts.getByRole('link', { name: 'Nueva Publicación' }).getAttribute('href')).toBe('/create-post?community=1');
      await posts.getByTestId('post-card').first().waitFor();
      const { data: seeded } = await env.admin.from('posts').select('id').eq('community_id', 1);
      // The first cards paint with the page, the rest in a second pass.
      await expect.poll(() => posts.getByTestId('post-card').count()).toBe(seeded!.length);

      await page.getByRole('tab', { name: 'Cursos' }).click();
      const courses = page.getByRole('tabpanel', { name: 'Cursos' });
      const { data: courseRows } = await env.admin.from('courses').select('id, title').eq('community_id', 1);
      expect(courseRows!.length).toBeGreaterThan(0);
      const first = courseRows![0] as { id: number; title: string };
      expect(await courses.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/courses/${first.id}`);
      expect(await courses.getByRole('article').count()).toBe(courseRows!.length);

      await page.getByRole('tab', { name: 'Acerca de' }).click();
      await page.waitForURL(/tab=about/);
      const { data: top } = await env.admin.rpc('community_top_members', { community_id: 1 });
      const names = (top as { name: string }[]).map((m) => m.name);
      expect(names.length).toBe(5);
      const list = page.getByRole('list', { name: 'Miembros destacados' });
      await list.getByRole('link').first().waitFor();
      expect((await list.getByRole('link').allTextContents()).map((t) => names.find((n) => t.startsWith(n)))).toEqual(names);
      await page.getByRole('tabpanel', { name: 'Acerca de' }).getByText('Sesiones en vivo').waitFor();

      // Keyboard: arrows move between tabs.
      await page.getByRole('tab', { name: 'Acerca de' }).focus();
      await page.keyboard.press('Home');
      await page.waitForURL((u) => !u.search.includes('tab='));
      await expect.poll(() => page.getByRole('tab', { name: 'Publicaciones' }).getAttribute('aria-selected')).toBe('true');

      const empty = await newCommunity(env, 'Comunidad Vacía de Prueba');
      await page.goto(`/communities/${empty}`);
      await page.getByText('No hay publicaciones aún').waitFor();
      await page.getByRole('tab', { name: 'Cursos' }).click();
      await page.getByText('No hay cursos disponibles').waitFor();
      await page.getByRole('tab', { name: 'Sesiones en Vivo' }).click();
      await page.getByText('No hay sesiones en vivo programadas').waitFor();
      await page.getByRole('tab', { name: 'Acerca de' }).click();
      await page.getByText('Esta comunidad todavía no tiene miembros.').waitFor();
    });

    journey('legacy joined communities are imported once on first sign-in', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Renata Ibáñez');
      const key = `joinedCommunities_${user.id}`;
      // Already a member of 6: importing it again changes nothing (idempotent).
      const { error } = await env.admin.from('memberships').insert({ user_id: user.id, community_id: 6, notifications_enabled: false });
      expect(error).toBeNull();
      const before6 = await membersCount(env, 6);
      await page.goto('/terms');
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify([4, '6', 999999])), key);
      await logInThroughUi(page, user);
      await page.getByTestId('toast').getByText('¡Bienvenido de nuevo!').waitFor();
      await expect.poll(() => membership(env, user.id, 4), { timeout: 10_000 }).toEqual({ notifications_enabled: true });
      expect(await membership(env, user.id, 6)).toEqual({ notifications_enabled: false });
      expect(await membersCount(env, 6)).toBe(before6);
      await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

      await page.goto('/communities/4');
      await page.getByRole('button', { name: 'Abandonar' }).click();
      await page.getByTestId('toast').getByText('Has abandonado la comunidad').waitFor();
      // A later sign-in does not bring the left community back: the list was imported once.
      await page.reload();
      await page.getByRole('button', { name: 'Unirse' }).waitFor();
      await page.waitForTimeout(300);
      expect(await membership(env, user.id, 4)).toBeNull();
      const { count } = await env.admin.from('memberships').select('*', { count: 'exact', head: true }).eq('user_id', user.id);
      expect(count).toBe(1);
    });

    journey('axe: /communities and /communities/1 have no serious or critical violations', getEnv, async ({ page }) => {
      const found: Record<string, string[]> = {};
      for (const theme of ['light', 'dark'] as const) {
        for (const path of ['/communities', '/communities/1', '/communities/1?tab=about']) {
          await page.goto(path);
          await page.evaluate((t) => localStorage.setItem('theme', t), theme);
          await page.reload();
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.getByRole('main').getByRole('article').first().or(page.getByRole('list', { name: 'Miembros destacados' })).first().waitFor();
          const v = await seriousViolations(page);
          if (v.length) found[`${theme} ${path}`] = v;
        }
      }
      expect(found).toEqual({});
    });
  });
}
