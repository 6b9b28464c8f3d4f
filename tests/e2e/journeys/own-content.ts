// Issue 20 items 1, 2 and 16 in the browser: a double click publishes one post and sends one report; members edit and
// delete their own posts and comments without losing what others wrote; blocking asks first, can be undone, keeps the
// page being read and is listed in /settings; nobody is offered to report their own comment or profile.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { trackRequests } from '../support/requests.js';
import { createUser, injectSession } from '../support/users.js';
import { expectToast, insertComment, insertPost, openPostAs } from './posts-support.js';

const confirmDialog = (page: Page) => page.getByTestId('confirm-dialog');

export function ownContentJourneys(getEnv: GetEnv): void {
  describe('own content and blocks', () => {
    journey('a double click on Publicar stores one post; a double click on Enviar denuncia sends one report', getEnv, async ({ env, page }) => {
      const member = await createUser(env, 'Autora Veloz');
      const other = await createUser(env, 'Autor Ajeno Dos');
      await injectSession(env, page, member);
      await page.goto('/create-post');
      const form = page.getByTestId('create-post-form');
      const title = `Una sola publicación ${Date.now()}`;
      await form.getByLabel('Título').fill(title);
      await form.getByLabel('Contenido').fill('Publicada con doble clic.');
      await form.getByLabel('Comunidad').selectOption({ index: 1 });
      const postWrites = trackRequests(page, 'POST', '/rest/v1/posts');
      await form.getByRole('button', { name: 'Publicar' }).dblclick();
      await expectToast(page, 'Publicación creada');
      await page.waitForURL(/\/communities\/\d+$/);
      // The second click's request, had it left, was made before the first answer; once all are answered, count.
      await postWrites.answered();
      const { data: posts } = await env.admin.from('posts').select('id').eq('title', title);
      expect(posts).toHaveLength(1);

      const postId = await insertPost(env, other.id);
      await page.goto(`/post/${postId}`);
      await page.getByTestId('post-detail').getByRole('button', { name: 'Denunciar publicación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar publicación' });
      await dialog.getByLabel('Motivo').fill('Spam repetido');
      const reportWrites = trackRequests(page, 'POST', '/rest/v1/reports');
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).dblclick();
      await expectToast(page, 'Denuncia enviada');
      await reportWrites.answered();
      expect(await page.getByTestId('toast').getByText('Denuncia ya enviada').count()).toBe(0);
      const { data: reports } = await env.admin.from('reports').select('target_id').eq('reporter_id', member.id);
      expect(reports).toEqual([{ target_id: String(postId) }]);
    });

    journey('members edit and delete their own comments; a deleted comment with replies keeps its place', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora del Hilo');
      const me = await createUser(env, 'Comentarista Arrepentida');
      const other = await createUser(env, 'Respondón Amable');
      const postId = await insertPost(env, author.id);
      const withReplies = await insertComment(env, postId, me.id, 'Comentario con respuesta');
      await insertComment(env, postId, other.id, 'Respuesta que debe quedar', withReplies);
      const loose = await insertComment(env, postId, me.id, 'Comentario suelto');
      await openPostAs(env, page, me, postId);
      const own = page.locator(`#comment-${loose}`);
      await own.waitFor();
      const replyItem = page.getByTestId('comment').filter({ hasText: 'Respuesta que debe quedar' }).last(); // the innermost item
      await expect(replyItem.getByRole('button', { name: 'Editar comentario' }).count()).resolves.toBe(0);

      // Edit: blank refused with the creation message, then a real change is saved and marked.
      await own.getByRole('button', { name: 'Editar comentario' }).click();
      const edit = own.getByTestId('comment-edit-form');
      await edit.getByLabel('Editar comentario').fill('   ');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expectToast(page, 'Comentario vacío', 'Por favor, escribe un comentario antes de enviarlo.');
      await edit.getByLabel('Editar comentario').fill('Comentario suelto corregido');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expectToast(page, 'Comentario actualizado');
      const edited = own;
      await edited.getByText('Comentario suelto corregido').waitFor();
      await edited.getByTestId('comment-edited').waitFor();

      // Delete without replies: asks, then the comment is gone.
      await edited.getByRole('button', { name: 'Eliminar comentario' }).click();
      await confirmDialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await edited.waitFor();
      await edited.getByRole('button', { name: 'Eliminar comentario' }).click();
      await confirmDialog(page).getByRole('button', { name: 'Eliminar' }).click();
      await expectToast(page, 'Comentario eliminado');
      await edited.waitFor({ state: 'detached' });

      // Delete with replies: the comment keeps its place, the other member's reply stays.
      const parent = page.getByTestId('comment').filter({ hasText: 'Comentario con respuesta' }).first();
      await parent.getByRole('button', { name: 'Eliminar comentario' }).first().click();
      await confirmDialog(page).getByText('Las respuestas de otros miembros se conservan').waitFor();
      await confirmDialog(page).getByRole('button', { name: 'Eliminar' }).click();
      await page.getByTestId('comment-deleted').waitFor();
      await page.reload();
      await page.getByTestId('comment-deleted').getByText('Comentario eliminado').waitFor();
      await page.getByText('Respuesta que debe quedar').waitFor();
      expect(await page.getByText('Comentario con respuesta').count()).toBe(0);
      const { data } = await env.admin.from('posts').select('comments_count').eq('id', postId).single();
      expect(data).toEqual({ comments_count: 1 });
    });

    journey('members edit and delete their own post; its comments stay under Publicación eliminada', getEnv, async ({ env, page }) => {
      const me = await createUser(env, 'Autora que Corrige');
      const other = await createUser(env, 'Lector que Comenta');
      const postId = await insertPost(env, me.id, { title: 'Título con errata' });
      await insertComment(env, postId, other.id, 'Mi comentario no se pierde');
      await openPostAs(env, page, me, postId);
      const detail = page.getByTestId('post-detail');
      await detail.getByRole('button', { name: 'Editar publicación' }).click();
      const form = detail.getByTestId('post-edit-form');
      await form.getByLabel('Título').fill('');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await expectToast(page, 'Título requerido', 'Por favor, añade un título a tu publicación.');
      await form.getByLabel('Título').fill('Título corregido');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await expectToast(page, 'Publicación actualizada');
      await detail.getByRole('heading', { name: 'Título corregido' }).waitFor();
      await detail.getByTestId('post-edited').waitFor();

      await detail.getByRole('button', { name: 'Eliminar publicación' }).click();
      await confirmDialog(page).getByText('se conservarán bajo «Publicación eliminada»').waitFor();
      await confirmDialog(page).getByRole('button', { name: 'Eliminar' }).click();
      await expectToast(page, 'Publicación eliminada');
      await page.waitForURL(/\/communities\/2$/);
      // The community's list drops it (its cached page may show for a moment while it refreshes).
      await expect.poll(() => page.getByText('Título corregido').count()).toBe(0);

      await openPostAs(env, page, other, postId);
      await page.getByTestId('post-deleted').getByRole('heading', { name: 'Publicación eliminada' }).waitFor();
      await page.getByText('Mi comentario no se pierde').waitFor();
      expect(await page.getByTestId('comment-form').count()).toBe(0);
    });

    journey('Bloquear asks first, offers Deshacer, keeps the post readable, and /settings lists whom to unblock', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autor Molesto');
      const me = await createUser(env, 'Lectora Harta');
      const postId = await insertPost(env, author.id, { title: 'Publicación que estoy leyendo' });
      await openPostAs(env, page, me, postId);
      const detail = page.getByTestId('post-detail');
      const blocks = async () => (await env.admin.from('blocks').select('blocked_id').eq('blocker_id', me.id)).data;

      await detail.getByRole('button', { name: 'Bloquear al autor' }).click();
      await page.getByRole('dialog', { name: '¿Bloquear a Autor Molesto?' }).waitFor();
      await confirmDialog(page).getByRole('button', { name: 'Cancelar' }).click();
      expect(await blocks()).toEqual([]);

      await detail.getByRole('button', { name: 'Bloquear al autor' }).click();
      await confirmDialog(page).getByRole('button', { name: 'Bloquear' }).click();
      await expectToast(page, 'Usuario bloqueado');
      await page.getByTestId('blocked-notice').getByText('Bloqueaste a Autor Molesto').waitFor();
      await detail.getByRole('heading', { name: 'Publicación que estoy leyendo' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Publicación no encontrada' }).count()).toBe(0);
      expect(await blocks()).toEqual([{ blocked_id: author.id }]);

      await page.getByTestId('toast').getByRole('button', { name: 'Deshacer' }).click();
      await expectToast(page, 'Usuario desbloqueado');
      await expect.poll(blocks).toEqual([]);
      await page.getByTestId('blocked-notice').waitFor({ state: 'detached' });

      await detail.getByRole('button', { name: 'Bloquear al autor' }).click();
      await confirmDialog(page).getByRole('button', { name: 'Bloquear' }).click();
      await expectToast(page, 'Usuario bloqueado');
      await page.goto(`/profile/${author.id}`);
      await page.getByTestId('blocked-posts').getByText('Sus publicaciones (1 publicación) están ocultas para ti.', { exact: false }).waitFor();

      await page.goto('/settings');
      const row = page.getByTestId('blocked-member').filter({ hasText: 'Autor Molesto' });
      await row.getByRole('button', { name: 'Desbloquear a Autor Molesto' }).click();
      await expectToast(page, 'Usuario desbloqueado');
      await page.getByText('No has bloqueado a nadie.').waitFor();
      expect(await blocks()).toEqual([]);
    });

    journey('after a block the thread and its count agree: others’ replies to the blocked member stay under Comentario oculto', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Neutral');
      const blocked = await createUser(env, 'Comentarista Bloqueado');
      const other = await createUser(env, 'Respondona Tranquila');
      const me = await createUser(env, 'Lector con Bloqueos');
      const postId = await insertPost(env, author.id);
      const hiddenId = await insertComment(env, postId, blocked.id, 'Comentario del bloqueado');
      await insertComment(env, postId, other.id, 'Respuesta de otra persona', hiddenId);
      await insertComment(env, postId, other.id, 'Comentario normal');
      expect((await env.admin.from('blocks').insert({ blocker_id: me.id, blocked_id: blocked.id })).error).toBeNull();
      await openPostAs(env, page, me, postId);
      await page.getByText('Comentario normal').waitFor();
      await page.getByTestId('comment-hidden').getByText('Comentario oculto: bloqueaste a su autor').waitFor();
      await page.getByText('Respuesta de otra persona').waitFor();
      expect(await page.getByText('Comentario del bloqueado').count()).toBe(0);
      expect(await page.getByTestId('post-detail').getByTestId('post-comments-count').textContent()).toBe('2');
    });

    journey(
      'axe and 390 px: the owner’s post with its edit form and delete question, a deleted comment, the block notice and the settings list',
      getEnv,
      async ({ env, page }) => {
        const me = await createUser(env, 'Autora Accesible');
        const other = await createUser(env, 'Vecino Accesible');
        const mine = await insertPost(env, me.id, { title: 'Mi publicación accesible' });
        const parent = await insertComment(env, mine, me.id, 'Comentario que borraré');
        await insertComment(env, mine, other.id, 'Respuesta que queda', parent);
        const others = await insertPost(env, other.id, { title: 'Publicación del vecino' });
        await injectSession(env, page, me);
        const found: Record<string, string[]> = {};
        const check = async (label: string) => {
          const v = await seriousViolations(page);
          if (v.length) found[label] = v;
          const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          if (wide) found[`${label} (sideways scroll)`] = ['page wider than 390 px'];
        };
        await page.goto(`/post/${mine}`);
        const detail = page.getByTestId('post-detail');
        await detail.getByRole('button', { name: 'Editar publicación' }).click();
        await detail.getByTestId('post-edit-form').waitFor();
        await check('post edit form');
        await detail.getByRole('button', { name: 'Cancelar' }).click();
        await page.locator(`#comment-${parent}`).getByRole('button', { name: 'Eliminar comentario' }).first().click();
        await confirmDialog(page).waitFor();
        await check('delete question');
        await confirmDialog(page).getByRole('button', { name: 'Eliminar' }).click();
        await page.getByTestId('comment-deleted').waitFor();
        await check('deleted comment');
        await page.goto(`/post/${others}`);
        await detail.getByRole('button', { name: 'Bloquear al autor' }).click();
        await confirmDialog(page).getByRole('button', { name: 'Bloquear' }).click();
        await page.getByTestId('blocked-notice').waitFor();
        await check('block notice and toast');
        await page.goto('/settings');
        await page.getByTestId('blocked-member').waitFor();
        await check('settings blocked list');
        expect(found).toEqual({});
      },
      { width: 390, height: 844 },
    );

    journey('Denunciar is not offered on one’s own comment or one’s own profile', getEnv, async ({ env, page }) => {
      const me = await createUser(env, 'Autora Sin Denuncias');
      const other = await createUser(env, 'Otro Comentarista');
      const postId = await insertPost(env, other.id);
      await insertComment(env, postId, me.id, 'Mi propio comentario');
      await insertComment(env, postId, other.id, 'Comentario ajeno');
      await openPostAs(env, page, me, postId);
      await page.getByRole('button', { name: 'Denunciar comentario de Otro Comentarista' }).waitFor();
      await page.getByText('Mi propio comentario').waitFor();
      expect(await page.getByRole('button', { name: 'Denunciar comentario de Autora Sin Denuncias' }).count()).toBe(0);

      await page.goto(`/profile/${me.id}`);
      await page.getByRole('link', { name: 'Ver mi panel' }).waitFor();
      expect(await page.getByRole('button', { name: 'Denunciar' }).count()).toBe(0);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Autora Sin Denuncias' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Denunciar' }).count()).toBe(0);
    });
  });
}
