// Posts: vote matrix with persistence and rollback, save, award (incl. self-award), report, block, share fallback, visitor prompts.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser } from '../support/users.js';
import { seriousViolations } from '../support/axe.js';
import { liveJoined } from '../support/live.js';
import { expectToast, insertPost, openPostAs } from './posts-support.js';

async function expectVote(page: Page, score: number, pressed: 'up' | 'down' | 'none'): Promise<void> {
  const votes = page.getByTestId('post-detail').getByTestId('post-votes').first();
  await votes.getByTestId('post-score').getByText(String(score), { exact: true }).waitFor();
  // The member's own vote is a read of its own, which may land just after the post's score.
  await expect.poll(() => votes.getByRole('button', { name: 'Votar a favor' }).getAttribute('aria-pressed')).toBe(String(pressed === 'up'));
  await expect.poll(() => votes.getByRole('button', { name: 'Votar en contra' }).getAttribute('aria-pressed')).toBe(String(pressed === 'down'));
}

export function postsJourneys(getEnv: GetEnv): void {
  describe('posts', () => {
    journey('vote matrix is persisted and a refused vote rolls back with a toast', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Votos');
      const voter = await createUser(env, 'Votante Uno');
      const postId = await insertPost(env, author.id);
      await openPostAs(env, page, voter, postId);
      const votes = page.getByTestId('post-detail').getByTestId('post-votes').first();
      const up = votes.getByRole('button', { name: 'Votar a favor' });
      const down = votes.getByRole('button', { name: 'Votar en contra' });
      await expectVote(page, 0, 'none');
      await up.click(); // none → up
      await expectVote(page, 1, 'up');
      await up.click(); // up → none
      await expectVote(page, 0, 'none');
      await up.click();
      await expectVote(page, 1, 'up');
      await down.click(); // up → down
      await expectVote(page, -1, 'down');
      await down.click(); // down → none
      await expectVote(page, 0, 'none');
      await down.click();
      await expectVote(page, -1, 'down');
      await up.click(); // down → up
      await expectVote(page, 1, 'up');
      await expect
        .poll(async () => (await env.admin.from('posts').select('upvotes, downvotes').eq('id', postId).single()).data)
        .toEqual({ upvotes: 1, downvotes: 0 });
      const joined = liveJoined(page, `post-comments-${postId}`);
      await page.reload();
      await expectVote(page, 1, 'up');

      // The post disappears server-side: the vote is refused, the count rolls back and an error toast explains. (Once
      // the page's live channel has joined and its catch-up read is done: a read after the deletion would show the
      // post as gone instead, which is right, but not what this step checks.)
      await joined;
      await page.waitForLoadState('networkidle');
      await env.admin.from('posts').delete().eq('id', postId);
      await down.click();
      await expectToast(page, 'Error al votar');
      await expectVote(page, 1, 'up');
    });

    journey('save and unsave with toasts, persisted', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autor Guardado');
      const member = await createUser(env, 'Lectora Guardado');
      const postId = await insertPost(env, author.id);
      await openPostAs(env, page, member, postId);
      const detail = page.getByTestId('post-detail');
      await detail.getByRole('button', { name: 'Guardar publicación' }).click();
      await expectToast(page, 'Publicación guardada');
      await page.reload();
      const unsave = detail.getByRole('button', { name: 'Quitar de guardados' });
      await unsave.waitFor();
      expect(await unsave.getAttribute('aria-pressed')).toBe('true');
      const saved = await env.admin.from('saved_posts').select('post_id').eq('user_id', member.id);
      expect(saved.data).toEqual([{ post_id: postId }]);
      await unsave.click();
      await expectToast(page, 'Publicación eliminada de guardados');
      await detail.getByRole('button', { name: 'Guardar publicación' }).waitFor();
    });

    journey('award a creator and withdraw; own posts cannot be awarded', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Creadora Premiada');
      const fan = await createUser(env, 'Fan Premios');
      const postId = await insertPost(env, author.id);
      const ownPostId = await insertPost(env, fan.id);
      await openPostAs(env, page, fan, postId);
      const detail = page.getByTestId('post-detail');
      await detail.getByRole('button', { name: 'Premiar al creador' }).click();
      await expectToast(page, '¡Creador Premiado!');
      await detail.getByTestId('post-awards-count').getByText('1', { exact: true }).waitFor();
      await page.reload();
      await detail.getByRole('button', { name: 'Retirar premio' }).click();
      await expectToast(page, 'Premio Retirado');
      await detail.getByTestId('post-awards-count').getByText('0', { exact: true }).waitFor();

      await page.goto(`/post/${ownPostId}`);
      await detail.getByRole('button', { name: 'Premiar al creador' }).click();
      await expectToast(page, 'Acción no permitida', 'No puedes premiar tus propias publicaciones.');
      const awards = await env.admin.from('awards').select('id').eq('post_id', ownPostId);
      expect(awards.data).toEqual([]);
    });

    journey('report stores the reason; block hides the author and the link is copied when Web Share is missing', getEnv, async ({ env, page, context }) => {
      const author = await createUser(env, 'Autor Denunciado');
      const member = await createUser(env, 'Miembro Atento');
      const postId = await insertPost(env, author.id, { title: 'Publicación para denunciar' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await openPostAs(env, page, member, postId);
      const detail = page.getByTestId('post-detail');

      await detail.getByRole('button', { name: 'Compartir publicación' }).click();
      await expectToast(page, 'Enlace copiado');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/post/${postId}$`));

      await detail.getByRole('button', { name: 'Denunciar publicación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar publicación' });
      await dialog.getByLabel('Motivo').fill('Contenido engañoso');
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expectToast(page, 'Denuncia enviada');
      const reports = await env.admin.from('reports').select('target_type, target_id, reason').eq('reporter_id', member.id);
      expect(reports.data).toEqual([{ target_type: 'post', target_id: String(postId), reason: 'Contenido engañoso' }]);

      await detail.getByRole('button', { name: 'Bloquear al autor' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Bloquear' }).click();
      await expectToast(page, 'Usuario bloqueado');
      await page.reload();
      await page.getByRole('heading', { name: 'Publicación oculta' }).waitFor();
    });

    journey('visitors get the sign-in toast for vote, save, award, report, comment, reply and comment report', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autor Visitas');
      const postId = await insertPost(env, author.id);
      const { error } = await env.admin.from('comments').insert({ post_id: postId, author_id: author.id, content: 'Primer comentario' });
      expect(error).toBeNull();
      await page.goto(`/post/${postId}`);
      const detail = page.getByTestId('post-detail');
      await detail.getByRole('button', { name: 'Votar a favor' }).first().click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para votar.');
      await detail.getByRole('button', { name: 'Guardar publicación' }).click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para guardar publicaciones.');
      await detail.getByRole('button', { name: 'Premiar al creador' }).click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para premiar al creador.');
      await page.getByLabel('Escribe un comentario').click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para comentar.');
      expect(await page.getByTestId('comment-form').getByRole('button', { name: 'Comentar' }).isDisabled()).toBe(true);
      await page.getByTestId('comment').getByRole('button', { name: 'Responder' }).click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para responder.');
      await page.getByTestId('comment').getByRole('button', { name: 'Denunciar comentario de Autor Visitas' }).click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para denunciar contenido.');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/create-post');
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para crear una publicación.');
      await page.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();
    });

    journey('unknown post shows the not-found screen with a link home', getEnv, async ({ page }) => {
      await page.goto('/post/999999');
      await page.getByRole('heading', { name: 'Publicación no encontrada' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
      await page.waitForURL((u) => u.pathname === '/');
    });
  });
}
