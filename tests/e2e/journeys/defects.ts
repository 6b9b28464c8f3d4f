// Defects a new member tripped over (issue 20), each proved in the browser: a non-numeric post id reads nothing, and
// nobody is offered to report their own post.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';
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
  });
}
