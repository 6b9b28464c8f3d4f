// Profiles: public profile actions (follow, award, support rules, report, block, share, visitor prompts), unknown id,
// 'Ver mi panel', and the own dashboard's tabs with their empty states.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, newMemberAt } from '../support/users.js';
import { DEMO, SEED } from './profile-support.js';

function actions(page: Page) {
  return page.getByRole('group', { name: 'Acciones del perfil' });
}

async function count(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).textContent())?.replace(/\D/g, ''));
}

async function waitCount(page: Page, testId: string, value: number): Promise<void> {
  await page.waitForFunction(([id, v]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\D/g, '') === String(v), [testId, value] as const);
}

export function profileJourneys(getEnv: GetEnv): void {
  describe('profiles', () => {
    journey('follow and unfollow persist with the follower count', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Martina Seguidora', `/profile/${SEED.ana}`);
      await page.getByRole('heading', { name: 'Ana García' }).waitFor();
      const before = await count(page, 'followers-count');
      const toast = page.getByTestId('toast');

      await actions(page).getByRole('button', { name: 'Seguir', exact: true }).click();
      await toast.getByText('Ahora sigues a Ana García.').waitFor();
      await waitCount(page, 'followers-count', before + 1);
      await page.reload();
      await actions(page).getByRole('button', { name: 'Siguiendo', pressed: true }).waitFor();
      expect(await count(page, 'followers-count')).toBe(before + 1);
      const { data } = await env.admin.from('follows').select('following_id').eq('follower_id', user.id);
      expect(data).toEqual([{ following_id: SEED.ana }]);

      await actions(page).getByRole('button', { name: 'Siguiendo' }).click();
      await toast.getByText('Ya no sigues a Ana García.').waitFor();
      await waitCount(page, 'followers-count', before);
      await page.reload();
      await actions(page).getByRole('button', { name: 'Seguir', exact: true, pressed: false }).waitFor();
      expect(await count(page, 'followers-count')).toBe(before);
    });

    journey('award toggles with its toasts; no award on one’s own profile', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Pablo Premiador', `/profile/${SEED.carlos}`);
      await page.getByRole('heading', { name: 'Carlos Mendoza' }).waitFor();
      const before = await count(page, 'recognitions-count');
      const toast = page.getByTestId('toast');
      await actions(page).getByRole('button', { name: 'Premiar' }).click();
      await toast.getByText('¡Creador Premiado!').waitFor();
      await waitCount(page, 'recognitions-count', before + 1);
      await page.reload();
      await actions(page).getByRole('button', { name: 'Premiado', pressed: true }).click();
      await toast.getByText('Premio Retirado').waitFor();
      await waitCount(page, 'recognitions-count', before);

      // One's own profile: only 'Ver mi panel', which leads to the dashboard.
      await page.goto(`/profile/${user.id}`);
      await page.getByRole('heading', { name: 'Pablo Premiador' }).waitFor();
      expect(await page.getByRole('button', { name: 'Premiar' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Seguir' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Ver mi panel' }).click();
      await page.waitForURL((u) => u.pathname === '/profile');
      await page.getByRole('tab', { name: 'Mis Cursos', selected: true }).waitFor();
    });

    journey('support link: verified with link opens it, no link → Próximamente, unverified → Creador no Verificado', getEnv, async ({ env, page, context }) => {
      await context.route('https://www.patreon.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Apoyo</title>' }));
      const user = await createUser(env, 'Sara Mecenas');
      await injectSession(env, page, user);
      const toast = page.getByTestId('toast');

      await page.goto(`/profile/${SEED.ana}`);
      await page.getByRole('heading', { name: 'Ana García' }).waitFor();
      const [popup] = await Promise.all([context.waitForEvent('page'), actions(page).getByRole('link', { name: 'Apoyar' }).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://www.patreon.com/anagarcia');
      await popup.close();
      await toast.getByText('Apoyando al Creador').waitFor();
      // The creator hears about it.
      const { data } = await env.admin.from('notifications').select('type, link').eq('user_id', SEED.ana).eq('actor_id', user.id);
      expect(data).toEqual([{ type: 'patreon', link: `/profile/${user.id}` }]);

      await page.goto(`/profile/${SEED.carlos}`);
      await page.getByRole('heading', { name: 'Carlos Mendoza' }).waitFor();
      await actions(page).getByRole('link', { name: 'Apoyar' }).click();
      await toast.getByText('Próximamente').waitFor();

      await page.goto(`/profile/${SEED.lucia}`);
      await page.getByRole('heading', { name: 'Lucía Fernández' }).waitFor();
      await actions(page).getByRole('link', { name: 'Apoyar' }).click();
      await toast.getByText('Creador no Verificado').waitFor();
      await toast.getByText('Solo puedes apoyar a creadores verificados con más de 1000 seguidores.').waitFor();
      expect(context.pages()).toHaveLength(1);
    });

    journey('visitors get the sign-in toasts for follow, award, support and message', getEnv, async ({ page }) => {
      await page.goto(`/profile/${SEED.ana}`);
      await page.getByRole('heading', { name: 'Ana García' }).waitFor();
      const toast = page.getByTestId('toast');
      for (const [role, name, text] of [
        ['button', 'Seguir', 'Necesitas iniciar sesión para seguir a usuarios.'],
        ['button', 'Premiar', 'Necesitas iniciar sesión para premiar a creadores.'],
        ['link', 'Apoyar', 'Necesitas iniciar sesión para apoyar a creadores.'],
        ['link', 'Mensaje', 'Necesitas iniciar sesión para enviar mensajes.'],
      ] as const) {
        await actions(page).getByRole(role, { name, exact: true }).click();
        await toast.getByText(text).waitFor();
        await toast.getByText('Inicia sesión').waitFor();
        expect(new URL(page.url()).pathname).toBe(`/profile/${SEED.ana}`);
      }
      expect(await actions(page).getByRole('link', { name: 'Mensaje', exact: true }).getAttribute('href')).toBe(`/chat/${SEED.ana}`);
    });

    journey('report is stored with its reason; block hides the member’s posts until unblocked', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Irene Moderadora');
      await injectSession(env, page, user);
      const toast = page.getByTestId('toast');
      await page.goto(`/profile/${SEED.diego}`);
      await page.getByRole('heading', { name: 'Diego Ramírez' }).waitFor();

      await actions(page).getByRole('button', { name: 'Denunciar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar perfil' });
      await dialog.getByLabel('Motivo').fill('Publica spam en varias comunidades');
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await toast.getByText('Denuncia enviada').waitFor();
      const { data: reports } = await env.admin.from('reports').select('target_type, target_id, reason').eq('reporter_id', user.id);
      expect(reports).toEqual([{ target_type: 'profile', target_id: SEED.diego, reason: 'Publica spam en varias comunidades' }]);

      const posts = page.getByRole('tabpanel').getByRole('listitem');
      await posts.first().waitFor();
      expect(await posts.count()).toBeGreaterThan(0);
      await actions(page).getByRole('button', { name: 'Bloquear' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Bloquear' }).click();
      await toast.getByText('Usuario bloqueado').waitFor();
      await page.getByText('Bloqueaste a Diego Ramírez').waitFor();
      await page.reload();
      await actions(page).getByRole('button', { name: 'Desbloquear', pressed: true }).waitFor();
      await page.getByText('Bloqueaste a Diego Ramírez').waitFor();
      expect(await page.getByText('No hay publicaciones aún').count()).toBe(0);
      const { data: blocks } = await env.admin.from('blocks').select('blocked_id').eq('blocker_id', user.id);
      expect(blocks).toEqual([{ blocked_id: SEED.diego }]);

      await actions(page).getByRole('button', { name: 'Desbloquear' }).click();
      await toast.getByText('Usuario desbloqueado').waitFor();
      await posts.first().waitFor();
    });

    journey('unknown profile goes to /not-found; share copies the link', getEnv, async ({ page, context }) => {
      await page.goto('/profile/00000000-0000-4000-8000-00000000dead');
      await page.waitForURL('**/not-found');
      await page.goto('/profile/nadie');
      await page.waitForURL('**/not-found');

      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/profile/${SEED.ana}`);
      await page.getByRole('heading', { name: 'Ana García' }).waitFor();
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await actions(page).getByRole('button', { name: 'Compartir' }).click();
      await page.getByTestId('toast').getByText('Enlace copiado').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/profile/${SEED.ana}$`));
      for (const tab of ['Publicaciones', 'Reels', 'Cursos', 'Comunidades', 'Acerca de']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      }
      // Checked on 'Acerca de': the post cards of the first tab belong to the posts feature.
      expect(await seriousViolations(page)).toEqual([]);
    });

    journey('own dashboard: tabs with data and the empty states', getEnv, async ({ env, page }) => {
      await injectSession(env, page, DEMO);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Usuario Demo' }).waitFor();
      await page.getByRole('tab', { name: 'Mis Cursos' }).click();
      await page.getByRole('tabpanel').getByRole('link', { name: 'React Moderno: Hooks y Patrones' }).waitFor();
      await page.getByRole('tab', { name: 'Mis Comunidades' }).click();
      await page.getByRole('tabpanel').getByRole('link', { name: 'Desarrollo Web' }).waitFor();
      await page.getByRole('tab', { name: 'Guardados' }).click();
      await page.getByRole('tabpanel').getByRole('link').first().waitFor();
      await page.getByRole('tab', { name: 'Notificaciones' }).click();
      await page.getByRole('tabpanel').getByTestId('notification').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const fresh = await createUser(env, 'Nuevo Miembro');
      await page.evaluate(() => localStorage.clear());
      await injectSession(env, page, fresh);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Nuevo Miembro' }).waitFor();
      for (const [tab, empty] of [
        ['Mis Cursos', 'No estás inscrito en ningún curso'],
        ['Mis Comunidades', 'No te has unido a ninguna comunidad'],
        ['Guardados', 'No tienes publicaciones guardadas'],
        ['Notificaciones', 'No tienes notificaciones'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').getByText(empty).waitFor();
      }
    });

    journey('visitors on /profile are asked to sign in', getEnv, async ({ page }) => {
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Inicia sesión para ver tu perfil' }).waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toMatch(/^\/login/);
    });
  });
}
