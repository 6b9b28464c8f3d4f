// Uploads: an avatar chosen in /settings (square crop, shown transformed in the header and on the profile), a post with
// an image (card and post page), too-big and wrong-type files refused in Spanish, and an upload cancelled half-way.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { journey, type GetEnv } from '../support/journey.js';
import { newMemberAt } from '../support/users.js';
import { expectToast } from './posts-support.js';

/** A noisy PNG (so it does not compress to nothing) of the given size. */
async function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 4) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** The rendered width of an <img> once it has loaded (0 while loading or broken). */
async function loadedWidth(page: Page, selector: string): Promise<number> {
  await page.waitForFunction((sel) => {
    const img = document.querySelector(sel) as HTMLImageElement | null;
    return !!img && img.complete && img.naturalWidth > 0;
  }, selector);
  return page.$eval(selector, (img) => (img as HTMLImageElement).naturalWidth);
}

export function uploadJourneys(getEnv: GetEnv): void {
  describe('uploads', () => {
    journey('avatar upload: square crop, header and profile, too-big and wrong type refused', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Ana Avatar', '/settings');
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      const input = page.getByTestId('avatar-picker').locator('input[type=file]');

      await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
      await expectToast(page, 'Archivo demasiado grande', 'La imagen no puede superar 2 MB.');
      await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
      await expectToast(page, 'Tipo de archivo no permitido', 'Sube una imagen JPG, PNG, WebP o GIF.');
      expect((await env.admin.storage.from('avatars').list(user.id)).data).toEqual([]);

      await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await png(600, 400) });
      await expectToast(page, 'Perfil Actualizado');
      const objects = (await env.admin.storage.from('avatars').list(user.id)).data!;
      expect(objects).toHaveLength(1);
      const stored = await env.admin.storage.from('avatars').download(`${user.id}/${objects[0]!.name}`);
      expect(await sharp(Buffer.from(await stored.data!.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 400 });

      const header = 'header a[href="/profile"] img';
      await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLImageElement | null)?.src.includes('/render/image/public/avatars/'), header);
      expect(await page.$eval(header, (img) => (img as HTMLImageElement).src)).toContain('width=64&height=64');
      expect(await loadedWidth(page, header)).toBe(64);

      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Ana Avatar' }).waitFor();
      const profileImg = 'main img[src*="/render/image/public/avatars/"]';
      expect(await loadedWidth(page, profileImg)).toBe(96);
      const { data } = await env.admin.from('profiles').select('avatar_url').eq('id', user.id).single();
      expect(data!.avatar_url).toContain(`/storage/v1/object/public/avatars/${user.id}/avatar-`);

      // A second picture replaces the first: the old file is deleted once the new one is saved.
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Configuración' }).waitFor();
      await page.getByTestId('avatar-picker').locator('input[type=file]').setInputFiles({ name: 'otra.png', mimeType: 'image/png', buffer: await png(300, 500) });
      await expectToast(page, 'Perfil Actualizado');
      await expect.poll(async () => (await env.admin.storage.from('avatars').list(user.id)).data!.map((o) => o.name)).not.toContain(objects[0]!.name);
      const after = (await env.admin.storage.from('avatars').list(user.id)).data!;
      expect(after).toHaveLength(1);
      const { data: saved } = await env.admin.from('profiles').select('avatar_url').eq('id', user.id).single();
      expect(saved!.avatar_url).toContain(after[0]!.name);
    });

    journey('a post with an image shows it on the card and the post page; a slow upload can be cancelled', getEnv, async ({ env, page }) => {
      const member = await newMemberAt(env, page, 'Pablo Imagen', '/create-post');
      const form = page.getByTestId('create-post-form');
      await form.getByLabel('Título').fill('Mi foto del taller');
      await form.getByLabel('Contenido').fill('Así quedó el proyecto de hoy.');
      await form.getByLabel('Comunidad').selectOption({ index: 1 });
      const communityId = Number(await form.getByLabel('Comunidad').inputValue());
      const input = page.getByTestId('post-image-picker').locator('input[type=file]');

      await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
      await expectToast(page, 'Archivo demasiado grande', 'La imagen no puede superar 5 MB.');

      // A picture still on its way: the storage request is held (never answered) until 'Cancelar' is pressed, so the
      // progress bar and the disabled 'Publicar' are there for sure; after the cancel nothing is stored.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      const uploadUrl = '**/storage/v1/object/post-images/**';
      await page.route(uploadUrl, async (route) => {
        await held;
        await route.abort().catch(() => {});
      });
      await input.setInputFiles({ name: 'lenta.png', mimeType: 'image/png', buffer: await png(900, 700) });
      const progress = page.getByTestId('upload-progress');
      await progress.waitFor();
      expect(await form.getByRole('button', { name: 'Publicar' }).isDisabled()).toBe(true);
      await progress.getByRole('button', { name: 'Cancelar' }).click();
      await expectToast(page, 'Subida cancelada');
      await progress.waitFor({ state: 'detached' });
      expect(await form.getByRole('button', { name: 'Publicar' }).isDisabled()).toBe(false);
      release();
      await page.unroute(uploadUrl);
      expect((await env.admin.storage.from('post-images').list(member.id)).data).toEqual([]);

      // A first choice replaced by a second: only the second stays in storage.
      await input.setInputFiles({ name: 'borrador.png', mimeType: 'image/png', buffer: await png(400, 300) });
      await page.getByRole('button', { name: 'Quitar imagen' }).waitFor();
      await input.setInputFiles({ name: 'taller.png', mimeType: 'image/png', buffer: await png(800, 600) });
      await page.getByTestId('post-image-picker').getByTestId('image-preview').waitFor();
      await page.getByRole('button', { name: 'Quitar imagen' }).waitFor();
      await expect.poll(async () => (await env.admin.storage.from('post-images').list(member.id)).data!.length).toBe(1);
      await form.getByRole('button', { name: 'Publicar' }).click();
      await expectToast(page, 'Publicación creada');
      await page.waitForURL(`**/communities/${communityId}`);
      const { data } = await env.admin.from('posts').select('id, image_url').eq('author_id', member.id).single();
      expect(data!.image_url).toContain(`/storage/v1/object/public/post-images/${member.id}/post-`);
      expect(data!.image_url).toContain((await env.admin.storage.from('post-images').list(member.id)).data![0]!.name);

      const cardImg = `img[alt="Mi foto del taller"]`;
      await page.locator(cardImg).first().scrollIntoViewIfNeeded();
      expect(await loadedWidth(page, cardImg)).toBe(800);
      await page.goto(`/post/${data!.id}`);
      await page.getByRole('heading', { name: 'Mi foto del taller' }).waitFor();
      expect(await loadedWidth(page, cardImg)).toBe(1280);
    });
  });
}
