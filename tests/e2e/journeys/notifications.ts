// Notifications: mark one / all read (persisted, unread highlighted, links) and the header bell counting live,
// including the two-browser journey where another member comments on the author's post.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession } from '../support/users.js';
import { memberClient } from './profile-support.js';

function bell(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });
}

async function bellCount(page: Page, value: number): Promise<void> {
  if (value === 0) {
    await page.getByRole('banner').getByRole('link', { name: 'Notificaciones', exact: true }).waitFor();
    return;
  }
  await page.getByRole('banner').getByRole('link', { name: new RegExp(`^Notificaciones\\s*\\(\\s*${value}\\s*sin leer\\)$`) }).waitFor();
  expect(await page.getByTestId('notification-count').textContent()).toBe(String(value));
}

export function notificationJourneys(getEnv: GetEnv): void {
  describe('notifications', () => {
    journey('mark one and all read; unread highlighted; links open their page', getEnv, async ({ env, page }) => {
      const me = await createUser(env, 'Elena Avisos');
      const other = await createUser(env, 'Tomás Activo');
      const client = await memberClient(env, other);
      expect((await client.rpc('toggle_follow', { profile_id: me.id })).error).toBeNull();
      expect((await client.rpc('toggle_profile_award', { profile_id: me.id })).error).toBeNull();

      await injectSession(env, page, me);
      await page.goto('/notifications');
      await page.getByRole('heading', { name: 'Notificaciones' }).waitFor();
      const items = page.getByTestId('notification');
      await items.nth(1).waitFor();
      expect(await items.count()).toBe(2);
      expect(await page.locator('[data-testid="notification"][data-read="false"]').count()).toBe(2);
      await bellCount(page, 2);
      expect(await seriousViolations(page)).toEqual([]);

      const follow = items.filter({ hasText: 'Tomás Activo empezó a seguirte.' });
      await follow.getByRole('button', { name: 'Marcar como leída' }).click();
      await page.locator('[data-testid="notification"][data-read="true"]').filter({ hasText: 'empezó a seguirte' }).waitFor();
      await bellCount(page, 1);
      await page.reload();
      await page.locator('[data-testid="notification"][data-read="true"]').filter({ hasText: 'empezó a seguirte' }).waitFor();
      expect(await page.locator('[data-testid="notification"][data-read="false"]').count()).toBe(1);
      await bellCount(page, 1);

      await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
      await page.getByText('Todas leídas').waitFor();
      expect(await page.locator('[data-testid="notification"][data-read="false"]').count()).toBe(0);
      await bellCount(page, 0);
      await page.reload();
      await page.getByText('Todas leídas').waitFor();
      const { data } = await env.admin.from('notifications').select('read').eq('user_id', me.id);
      expect(data?.map((n) => n.read)).toEqual([true, true]);

      await items.filter({ hasText: 'empezó a seguirte' }).getByRole('link').click();
      await page.waitForURL(`**/profile/${other.id}`);
      await page.getByRole('heading', { name: 'Tomás Activo' }).waitFor();
    });

    journey('two browsers: the author’s bell count rises live when another member comments', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Atenta');
      const commenter = await createUser(env, 'Comentarista Rápido');
      const authorClient = await memberClient(env, author);
      const { data: post, error } = await authorClient
        .from('posts')
        .insert({ community_id: 1, title: 'Mi pregunta sobre campanas', content: '¿Me avisan cuando comentéis?' })
        .select('id')
        .single();
      expect(error).toBeNull();

      await injectSession(env, page, author);
      await page.goto('/');
      await bell(page).waitFor();
      await bellCount(page, 0);

      // The second browser: the other member comments through the post page's form.
      const second = await env.newPage();
      try {
        await injectSession(env, second.page, commenter);
        await second.page.goto(`/post/${post!.id}`);
        await second.page.getByRole('heading', { name: 'Mi pregunta sobre campanas' }).waitFor();
        const form = second.page.getByTestId('comment-form');
        await form.getByLabel('Escribe un comentario').fill('¡Buena pregunta! Te respondo enseguida.');
        await form.getByRole('button', { name: 'Comentar' }).click();
        await second.page.getByTestId('toast').getByText('Comentario enviado').waitFor();
        await bellCount(page, 1);
        await form.getByLabel('Escribe un comentario').fill('Y otra idea más.');
        await form.getByRole('button', { name: 'Comentar' }).click();
        await bellCount(page, 2);
      } finally {
        await second.context.close();
      }
      await bell(page).click();
      await page.waitForURL('**/notifications');
      await page.getByTestId('notification').filter({ hasText: 'Comentarista Rápido comentó en tu publicación «Mi pregunta sobre campanas».' }).first().waitFor();
    });
  });
}
