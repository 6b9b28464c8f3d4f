// Fixtures for the posts journeys: posts and comments inserted with the service role, toast waits.
import type { Page } from 'playwright-core';
import type { E2EEnv } from '../support/env.js';
import { injectSession, type TestUser } from '../support/users.js';

export async function insertPost(env: E2EEnv, authorId: string, opts: { communityId?: number; title?: string } = {}): Promise<number> {
  const { data, error } = await env.admin
    .from('posts')
    .insert({
      author_id: authorId,
      community_id: opts.communityId ?? 2,
      title: opts.title ?? `Publicación de prueba ${Math.random().toString(36).slice(2, 8)}`,
      content: 'Contenido de la publicación de prueba.',
      tags: ['prueba'],
    })
    .select('id')
    .single();
  if (error || !data) throw error ?? new Error('no post');
  return data.id;
}

export async function insertComment(env: E2EEnv, postId: number, authorId: string, content: string, parentId: number | null = null): Promise<number> {
  const { data, error } = await env.admin.from('comments').insert({ post_id: postId, author_id: authorId, content, parent_id: parentId }).select('id').single();
  if (error || !data) throw error ?? new Error('no comment');
  return data.id;
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast');
  await toast.getByText(title, { exact: true }).waitFor();
  if (description) await toast.getByText(description, { exact: true }).waitFor();
}

/** Signs `member` in on `page` and opens the post's page. */
export async function openPostAs(env: E2EEnv, page: Page, member: TestUser, postId: number): Promise<void> {
  await injectSession(env, page, member);
  await page.goto(`/post/${postId}`);
}
