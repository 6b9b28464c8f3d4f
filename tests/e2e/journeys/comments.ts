// Comments: empty state, blank refusal, comment and nested reply, report, #comment-form anchor, live comments across browsers.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser } from '../support/users.js';
import { expectToast, insertPost, openPostAs } from './posts-support.js';

export function commentsJourneys(getEnv: GetEnv): void {
  describe('comments', () => {
    journey('blank comment and reply are refused; comment and reply are sent and nested', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Hilo');
      const member = await createUser(env, 'Comentarista');
      const postId = await insertPost(env, author.id);
      await openPostAs(env, page, member, postId);
      await page.getByText('No hay comentarios aún.').waitFor();
      const form = page.getByTestId('comment-form');
      const send = form.getByRole('button', { name: 'Comentar' });
      expect(await send.isDisabled()).toBe(true);
      await form.getByLabel('Escribe un comentario').fill('   ');
      await send.click();
      await expectToast(page, 'Comentario vacío', 'Por favor, escribe un comentario antes de enviarlo.');
      await form.getByLabel('Escribe un comentario').fill('Muy buena explicación, gracias.');
      await send.click();
      await expectToast(page, 'Comentario enviado');
      const comment = page.getByTestId('comment').filter({ hasText: 'Muy buena explicación, gracias.' });
      await comment.waitFor();
      await page.getByTestId('post-detail').getByTestId('post-comments-count').getByText('1', { exact: true }).waitFor();

      await comment.getByRole('button', { name: 'Responder' }).click();
      const reply = page.getByTestId('reply-form');
      await reply.getByLabel('Tu respuesta').fill('  ');
      await reply.getByRole('button', { name: 'Responder' }).click();
      await expectToast(page, 'Respuesta vacía', 'Por favor, escribe una respuesta antes de enviarla.');
      await reply.getByLabel('Tu respuesta').fill('¡De nada!');
      await reply.getByRole('button', { name: 'Responder' }).click();
      await expectToast(page, 'Respuesta enviada');
      await comment.getByRole('list', { name: /Respuestas a/ }).getByText('¡De nada!').waitFor();
      const rows = await env.admin.from('comments').select('content, parent_id').eq('post_id', postId).order('id');
      expect(rows.data?.map((r) => r.content)).toEqual(['Muy buena explicación, gracias.', '¡De nada!']);
      expect(rows.data?.[1].parent_id).not.toBeNull();

      // Comment votes follow the same transitions and persist.
      const votes = comment.getByTestId('comment-votes').first();
      await votes.getByRole('button', { name: 'Votar comentario a favor' }).click();
      await votes.getByTestId('comment-score').getByText('1', { exact: true }).waitFor();
      await votes.getByRole('button', { name: 'Votar comentario en contra' }).click();
      await votes.getByTestId('comment-score').getByText('-1', { exact: true }).waitFor();
      await expect
        .poll(async () => (await env.admin.from('comments').select('upvotes, downvotes').eq('content', 'Muy buena explicación, gracias.').single()).data)
        .toEqual({ upvotes: 0, downvotes: 1 });
      await page.reload();
      const pressed = page.getByTestId('comment').filter({ hasText: 'Muy buena explicación, gracias.' }).getByTestId('comment-votes').first();
      await pressed.getByTestId('comment-score').getByText('-1', { exact: true }).waitFor();
      await expect.poll(() => pressed.getByRole('button', { name: 'Votar comentario en contra' }).getAttribute('aria-pressed')).toBe('true');
    });

    journey('a member reports another member’s comment with a reason, once; no report button on their own comment', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autor Comentado');
      const member = await createUser(env, 'Lector Atento');
      const postId = await insertPost(env, author.id);
      const inserted = await env.admin
        .from('comments')
        .insert([
          { post_id: postId, author_id: author.id, content: 'Comentario fuera de lugar' },
          { post_id: postId, author_id: member.id, content: 'Mi propio comentario' },
        ])
        .select('id, content');
      expect(inserted.error).toBeNull();
      const reported = inserted.data!.find((c) => c.content === 'Comentario fuera de lugar')!;
      await openPostAs(env, page, member, postId);
      const own = page.getByTestId('comment').filter({ hasText: 'Mi propio comentario' });
      await own.waitFor();
      expect(await own.getByRole('button', { name: /Denunciar/ }).count()).toBe(0);

      const other = page.getByTestId('comment').filter({ hasText: 'Comentario fuera de lugar' });
      await other.getByRole('button', { name: 'Denunciar comentario de Autor Comentado' }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar comentario' });
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expectToast(page, 'Motivo requerido', 'Por favor, indica el motivo de la denuncia.');
      await dialog.getByLabel('Motivo').fill('Lenguaje ofensivo');
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expectToast(page, 'Denuncia enviada', 'Gracias. Revisaremos el comentario.');
      const reports = await env.admin.from('reports').select('target_type, target_id, reason').eq('reporter_id', member.id);
      expect(reports.data).toEqual([{ target_type: 'comment', target_id: String(reported.id), reason: 'Lenguaje ofensivo' }]);

      await other.getByRole('button', { name: 'Denunciar comentario de Autor Comentado' }).click();
      await dialog.getByLabel('Motivo').fill('Otra vez');
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expectToast(page, 'Denuncia ya enviada', 'Ya denunciaste el comentario.');
      const after = await env.admin.from('reports').select('reason').eq('reporter_id', member.id);
      expect(after.data).toEqual([{ reason: 'Lenguaje ofensivo' }]);
    });

    journey('#comment-form jumps to the form', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autor Ancla');
      const postId = await insertPost(env, author.id);
      await page.setViewportSize({ width: 390, height: 500 });
      await page.goto(`/post/${postId}#comment-form`);
      const form = page.locator('#comment-form');
      await form.waitFor();
      await expect.poll(() => form.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    });

    journey('a comment by one member appears on another member’s open post without reload', getEnv, async ({ env, page }) => {
      const reader = await createUser(env, 'Lectora en Vivo');
      const writer = await createUser(env, 'Escritor en Vivo');
      const postId = await insertPost(env, reader.id);
      await openPostAs(env, page, reader, postId);
      await page.getByText('No hay comentarios aún.').waitFor();

      const other = await env.newPage();
      try {
        await openPostAs(env, other.page, writer, postId);
        await other.page.getByTestId('comment-form').getByLabel('Escribe un comentario').fill('Hola desde otro navegador');
        await other.page.getByTestId('comment-form').getByRole('button', { name: 'Comentar' }).click();
        await expectToast(other.page, 'Comentario enviado');
      } finally {
        await other.context.close();
      }
      await page.getByTestId('comment').filter({ hasText: 'Hola desde otro navegador' }).waitFor({ timeout: 10_000 });
      await page.getByTestId('post-detail').getByTestId('post-comments-count').getByText('1', { exact: true }).waitFor();
    });
  });
}
