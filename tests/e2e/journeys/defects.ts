// Defects a new member tripped over (issue 20), each proved in the browser: a non-numeric post id reads nothing,
// nobody is offered to report their own post, and a double or triple click stores a comment or a reply once.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';
import { trackRequests } from '../support/requests.js';
import { createUser, injectSession } from '../support/users.js';
import { insertPost } from './posts-support.js';

export function defectJourneys(getEnv: GetEnv): void {
  describe('defects', () => {
    journey('/post/abc shows Publicación no encontrada without asking the API for post NaN', getEnv, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (r) => void requested.push(r.url()));
      await page.goto('/post/abc');
      await page.getByRole('heading', { name: 'Publicación no encontrada' }).waitFor();
      expect(requested.filter((u) => u.includes('/rest/v1/') && /=eq\.(NaN|abc)\b/.test(u))).toEqual([]);
    });

    journey('Denunciar is offered on others’ posts only', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Propia');
      const other = await createUser(env, 'Autor Ajeno');
      const own = await insertPost(env, author.id);
      const others = await insertPost(env, other.id);
      await injectSession(env, page, author);
      await page.goto(`/post/${others}`);
      const detail = page.getByTestId('post-detail');
      await detail.getByRole('button', { name: 'Denunciar publicación' }).waitFor();
      await page.goto(`/post/${own}`);
      await detail.getByRole('button', { name: 'Premiar al creador' }).waitFor();
      expect(await detail.getByRole('button', { name: 'Denunciar publicación' }).count()).toBe(0);
    });

    journey('a double click on Comentar and a triple click on Responder store one comment and one reply', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Paciente');
      const reader = await createUser(env, 'Lector Impaciente');
      const post = await insertPost(env, author.id);
      await injectSession(env, page, reader);
      await page.goto(`/post/${post}`);
      const form = page.getByTestId('comment-form');
      await form.getByLabel('Escribe un comentario').fill('Un solo comentario');
      await form.getByRole('button', { name: 'Comentar' }).dblclick();
      await page.getByTestId('toast').getByText('Comentario enviado').waitFor();
      await page.getByText('Un solo comentario').first().waitFor();

      await page.getByRole('button', { name: 'Responder' }).first().click();
      const reply = page.getByTestId('reply-form');
      await reply.getByLabel('Tu respuesta').fill('Una sola respuesta');
      const commentWrites = trackRequests(page, 'POST', '/rest/v1/comments');
      await reply.getByRole('button', { name: 'Responder' }).click({ clickCount: 3 });
      await page.getByTestId('toast').getByText('Respuesta enviada').waitFor();
      // Every request the clicks made has been answered before the rows are counted.
      await commentWrites.answered();
      const { data } = await env.admin.from('comments').select('content, parent_id').eq('post_id', post).order('id');
      expect(data).toEqual([
        { content: 'Un solo comentario', parent_id: null },
        { content: 'Una sola respuesta', parent_id: expect.any(Number) },
      ]);
    });
  });
}
