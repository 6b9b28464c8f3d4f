// Create post: required fields with the spec's messages, live title counter, tag rules, success toast and navigation.
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';
import { newMemberAt } from '../support/users.js';
import { expectToast } from './posts-support.js';

export function createPostJourneys(getEnv: GetEnv): void {
  describe('create post', () => {
    journey('validations, tags and success', getEnv, async ({ env, page }) => {
      const member = await newMemberAt(env, page, 'Autora Nueva', '/create-post');
      const form = page.getByTestId('create-post-form');
      const publish = form.getByRole('button', { name: 'Publicar' });
      await publish.click();
      await expectToast(page, 'Título requerido', 'Por favor, añade un título a tu publicación.');
      await form.getByLabel('Título').fill('Mi primera publicación');
      await form.getByTestId('title-counter').getByText('22/300').waitFor();
      await form.getByLabel('Título').fill('x'.repeat(320));
      await form.getByTestId('title-counter').getByText('300/300').waitFor();
      await form.getByLabel('Título').fill('  Mi primera publicación  ');
      await publish.click();
      await expectToast(page, 'Contenido requerido', 'Por favor, añade contenido a tu publicación.');
      await form.getByLabel('Contenido').fill('Hola a todos, este es mi contenido.');
      await publish.click();
      await expectToast(page, 'Comunidad requerida', 'Por favor, selecciona una comunidad para tu publicación.');
      await form.getByLabel('Comunidad').selectOption({ index: 1 });
      const communityId = Number(await form.getByLabel('Comunidad').inputValue());

      const tag = form.getByRole('textbox', { name: /Etiquetas/ });
      const add = form.getByRole('button', { name: 'Añadir etiqueta' });
      await tag.fill('  react  ');
      await add.click();
      await tag.fill('React');
      await add.click();
      await expectToast(page, 'Etiqueta duplicada', 'Esta etiqueta ya ha sido añadida.');
      await tag.fill('   ');
      await add.click();
      for (const t of ['hooks', 'estado', 'vite', 'ts']) {
        await tag.fill(t);
        await tag.press('Enter');
      }
      await form.getByTestId('tag-list').getByText('#ts').waitFor();
      expect(await add.isDisabled()).toBe(true);
      expect(await form.getByTestId('tag-list').getByRole('listitem').count()).toBe(5);
      await form.getByRole('button', { name: 'Quitar etiqueta ts' }).click();
      expect(await add.isDisabled()).toBe(false);

      await publish.click();
      await expectToast(page, 'Publicación creada');
      await page.waitForURL(`**/communities/${communityId}`);
      const { data } = await env.admin.from('posts').select('title, content, tags, community_id').eq('author_id', member.id);
      expect(data).toEqual([
        { title: 'Mi primera publicación', content: 'Hola a todos, este es mi contenido.', tags: ['react', 'hooks', 'estado', 'vite'], community_id: communityId },
      ]);
    });
  });
}
