// Home: hero counters with '+', feed tabs (Siguiendo for members only), 5 posts, side column, card comment preview.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession } from '../support/users.js';
import { seriousViolations } from '../support/axe.js';
import { insertComment, insertPost } from './posts-support.js';

export function homeJourneys(getEnv: GetEnv): void {
  describe('home', () => {
    journey('visitor sees counters, trending and recent feeds, side column; no Siguiendo', getEnv, async ({ env, page }) => {
      const { data: counters } = await env.admin.rpc('site_counters');
      await page.goto('/');
      const stats = page.getByTestId('site-counters');
      // Each counter next to its own label (communities and courses may show the same number).
      const counter = (label: string) => stats.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect.poll(() => counter('Comunidades').textContent()).toBe(`${counters![0].communities}+`);
      await expect.poll(() => counter('Cursos').textContent()).toBe(`${counters![0].courses}+`);
      const { count: communities } = await env.admin.from('communities').select('id', { count: 'exact', head: true });
      expect(counters![0].communities).toBe(communities); // every community, live events included
      const feed = page.getByTestId('feed');
      await feed.getByTestId('post-card').first().waitFor();
      expect(await feed.getByTestId('post-card').count()).toBe(5);
      expect(await page.getByRole('tab', { name: 'Siguiendo' }).count()).toBe(0);
      const { data: top } = await env.admin.from('posts').select('title').order('upvotes', { ascending: false }).order('created_at', { ascending: false }).limit(1);
      expect(await feed.getByTestId('post-card').first().getByRole('heading').textContent()).toBe(top![0].title);
      expect(await page.getByTestId('popular-communities').getByRole('link').count()).toBe(3);
      expect(await page.getByTestId('top-courses').getByRole('link').count()).toBe(3);
      await page.getByTestId('ad-placeholder').last().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Recientes' }).click();
      const { data: newest } = await env.admin.from('posts').select('title').order('created_at', { ascending: false }).order('id', { ascending: false }).limit(1);
      await feed.getByTestId('post-card').first().getByRole('heading', { name: newest![0].title }).waitFor();
    });

    journey('Siguiendo follows the communities really joined (none: an invitation), with the 3-comment preview', getEnv, async ({ env, page }) => {
      const member = await createUser(env, 'Seguidora Feed');
      const author = await createUser(env, 'Autor Vista Previa');
      const postId = await insertPost(env, author.id, { communityId: 5, title: 'Vista previa de comentarios' });
      for (const c of ['Uno', 'Dos', 'Tres', 'Cuatro']) await insertComment(env, postId, author.id, `Comentario ${c}`);
      await injectSession(env, page, member);
      await page.goto('/');
      await page.getByRole('tab', { name: 'Siguiendo' }).click();
      // A new member joined nothing: no default set, an invitation instead (the profile agrees: no communities).
      const empty = page.getByTestId('following-empty');
      await empty.getByText('Aún no sigues ninguna comunidad').waitFor();
      expect(await empty.getByRole('link', { name: 'Explorar comunidades' }).getAttribute('href')).toBe('/communities');
      expect(await page.getByTestId('feed').getByTestId('post-card').count()).toBe(0);

      const { error } = await env.admin.from('memberships').insert({ user_id: member.id, community_id: 5 });
      expect(error).toBeNull();
      await page.reload();
      await page.getByRole('tab', { name: 'Siguiendo' }).click();
      const card = page.getByTestId('feed').getByTestId('post-card').filter({ hasText: 'Vista previa de comentarios' });
      await card.waitFor();
      await card.getByRole('button', { name: 'Comentarios: 4' }).click();
      const preview = card.getByTestId('comment-preview');
      await preview.getByRole('listitem').first().waitFor();
      expect(await preview.getByRole('listitem').count()).toBe(3);
      await preview.getByRole('link', { name: 'Ver todos los 4 comentarios' }).click();
      await page.waitForURL(`**/post/${postId}#comment-form`);
      // The thread renders in a second pass right after the post.
      await expect.poll(() => page.getByTestId('comment').count()).toBe(4);
    });
  });
}
