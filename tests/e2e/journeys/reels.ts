// Reels: /reels#id opens at that reel and the hash follows; only the current reel plays and the next is preloaded
// (none with data saver); J/K and arrows move; a tap toggles; mute persists; reduced motion waits for a tap; likes
// (visitors refused, optimistic with rollback, live in a second browser); comments (the post comments' rules, live);
// shares through Web Share or the clipboard; publishing (checks, poster frame, progress, cancel) and deleting.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import type { E2EEnv } from '../support/env.js';
import { journey, type GetEnv } from '../support/journey.js';
import { liveJoined } from '../support/live.js';
import { createUser, injectSession, type TestUser } from '../support/users.js';
import { expectToast } from './posts-support.js';

/** A reel by `author` (created as the service role), newest of the feed; removed by the journey. */
async function insertReel(env: E2EEnv, author: TestUser, description: string, video = '/media/video/reel-1/index.m3u8'): Promise<number> {
  const { data, error } = await env.admin
    .from('reels')
    .insert({ user_id: author.id, video_url: video, poster_url: '/media/reels/reel-01.svg', description, music_title: 'Ritmo de prueba' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

async function feedIds(env: E2EEnv): Promise<number[]> {
  const { data } = await env.admin.from('reels').select('id').order('created_at', { ascending: false }).order('id', { ascending: false }).limit(50);
  return (data ?? []).map((r: { id: number }) => r.id);
}

function reel(page: Page, id: number) {
  return page.locator(`[data-testid="reel"][data-reel-id="${id}"]`);
}

async function currentId(page: Page): Promise<number> {
  return Number(await page.locator('[data-testid="reel"][data-current="true"]').getAttribute('data-reel-id'));
}

/** Waits until the reel's video really advances (its first frame is on screen and it plays). */
async function expectPlaying(page: Page, id: number): Promise<void> {
  const video = reel(page, id).locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);
}

async function likes(page: Page, id: number): Promise<string | null> {
  return reel(page, id).getByTestId('reel-likes').textContent();
}

/** A small video recorded in the page from a canvas (MediaRecorder WebM, which reports no duration up front). */
async function recordWebm(page: Page, width: number, height: number, ms: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h, length]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      let frame = 0;
      const paint = () => {
        ctx.fillStyle = `hsl(${(frame++ * 12) % 360}, 80%, 50%)`;
        ctx.fillRect(0, 0, w, h);
      };
      paint();
      const timer = setInterval(paint, 40);
      recorder.start(100);
      await new Promise((r) => setTimeout(r, length));
      const stopped = new Promise((r) => (recorder.onstop = r));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    },
    [width, height, ms] as const,
  );
  return Buffer.from(bytes);
}

async function objectsOf(env: E2EEnv, bucket: string, folder: string): Promise<string[]> {
  const { data } = await env.admin.storage.from(bucket).list(folder);
  return (data ?? []).map((o) => o.name);
}

export function reelsJourneys(getEnv: GetEnv): void {
  describe('reels', () => {
    journey('a visitor on a phone opens /reels#id there, only the current reel plays, keys move and the hash follows; tap, mute, author link; axe', getEnv, async ({ env, page }) => {
      const ids = await feedIds(env);
      const [, second, third, fourth] = ids as [number, number, number, number];
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      await page.goto(`/reels#${second}`);
      await reel(page, second).waitFor();
      expect(await currentId(page)).toBe(second);
      await expectPlaying(page, second);
      // Only the current reel has a playing video and the next one a paused, preloaded one; the rest are posters.
      expect(await page.locator('[data-testid="reel-video"]').evaluateAll((vs) => vs.map((v) => (v as HTMLElement).dataset.role))).toEqual(['play', 'preload']);
      expect(await reel(page, third).locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(await reel(page, third).locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
      expect(await reel(page, second).getByTestId('reel-music').textContent()).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);
      // Phone width: nothing overflows sideways and the action rail is on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const rail = await reel(page, second).getByTestId('reel-actions').boundingBox();
      expect(rail!.x + rail!.width).toBeLessThanOrEqual(390);

      // J moves to the next reel: it plays, the hash follows, the one before loses its video (buffers released).
      await page.keyboard.press('j');
      await expect.poll(() => currentId(page)).toBe(third);
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${third}`);
      await expectPlaying(page, third);
      expect(await reel(page, second).locator('video').count()).toBe(0);
      expect(await reel(page, fourth).locator('video').count()).toBe(1);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => currentId(page)).toBe(second);
      // The snap has settled once the hash follows; a key pressed mid-scroll may be taken by the scroll still running.
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${second}`);
      await expectPlaying(page, second);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => currentId(page)).toBe(third);

      // A tap pauses and plays again.
      const toggle = reel(page, third).getByTestId('reel-toggle');
      await toggle.click();
      await expect.poll(() => reel(page, third).locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Reproducir');
      await toggle.click();
      await expectPlaying(page, third);

      // Sound: muted by default, the choice persists across a reload.
      expect(await reel(page, third).locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      await reel(page, third).getByRole('button', { name: 'Activar sonido' }).click();
      expect(await reel(page, third).locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
      await page.reload();
      await expect.poll(() => currentId(page)).toBe(third);
      expect(await page.evaluate(() => localStorage.getItem('nexo.reels.muted'))).toBe('false');
      // Before any gesture the browser may refuse sound: then the reel plays muted and offers 'Activar sonido'.
      await expectPlaying(page, third);
      const video = reel(page, third).locator('video');
      if (await video.evaluate((v: HTMLVideoElement) => v.muted)) await reel(page, third).getByRole('button', { name: 'Activar sonido' }).click();
      await reel(page, third).getByRole('button', { name: 'Silenciar' }).waitFor();
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
      await expectPlaying(page, third);

      // The author links to the profile.
      const author = (await env.admin.from('reels').select('user_id').eq('id', third).single()).data as { user_id: string };
      await reel(page, third).getByTestId('reel-author').click();
      await page.waitForURL(`**/profile/${author.user_id}`);
      expect(errors.filter((e) => /reel/i.test(e))).toEqual([]);
    }, { width: 390, height: 844 });

    journey('data saver preloads nothing; reduced motion waits for a tap; a broken video is logged and offers Reintentar', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Creadora Rota');
      const broken = await insertReel(env, author, 'Un reel cuyo video no existe', '/media/video/no-existe/index.m3u8');
      try {
        const ids = await feedIds(env);
        const logged: string[] = [];
        page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())));
        await page.goto(`/reels#${broken}`);
        await reel(page, broken).getByRole('alert').getByText('No se pudo reproducir el video.').waitFor({ timeout: 15_000 });
        await expect.poll(() => logged.some((t) => t.includes('No se pudo reproducir el reel'))).toBe(true);
        await reel(page, broken).getByRole('button', { name: 'Reintentar' }).waitFor();

        const next = ids[ids.indexOf(broken) + 1]!;
        await page.getByTestId('reels-data-saver').check();
        expect(await currentId(page)).toBe(broken);
        await expect.poll(() => page.locator('[data-testid="reel-video"]').count()).toBe(1);
        expect(await reel(page, next).locator('video').count()).toBe(0);
        await page.reload();
        expect(await page.getByTestId('reels-data-saver').isChecked()).toBe(true);

        await page.emulateMedia({ reducedMotion: 'reduce' });
        // Same document (hash only) and a fresh load both wait for a tap.
        await page.goto(`/reels#${next}`);
        await expect.poll(() => currentId(page)).toBe(next);
        await expect.poll(() => reel(page, next).getByTestId('reel-toggle').getAttribute('aria-label')).toBe('Reproducir');
        await page.reload();
        const video = reel(page, next).locator('video');
        await video.waitFor();
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
        expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
        await reel(page, next).getByRole('button', { name: 'Reproducir' }).click();
        await expectPlaying(page, next);
      } finally {
        await env.admin.from('reels').delete().eq('id', broken);
      }
    });

    journey('likes: visitors refused; a like shows at once, persists, is seen live in a second browser and rolls back on failure', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Creador de Reels');
      const ana = await createUser(env, 'Ana Reels');
      const beto = await createUser(env, 'Beto Reels');
      const id = await insertReel(env, author, 'Reel para dar Me gusta');
      const other = await env.newPage();
      try {
        await page.goto(`/reels#${id}`);
        await reel(page, id).getByTestId('reel-like').click();
        await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para dar Me gusta.');
        expect(await likes(page, id)).toBe('0');

        await injectSession(env, page, ana);
        const feedsLive = [liveJoined(page, 'reels-feed'), liveJoined(other.page, 'reels-feed')];
        await page.goto(`/reels#${id}`);
        await injectSession(env, other.page, beto);
        await other.page.goto(`/reels#${id}`);
        await reel(other.page, id).waitFor();
        expect(await likes(other.page, id)).toBe('0');
        // Both feeds are live before the change.
        await Promise.all(feedsLive);

        const like = reel(page, id).getByTestId('reel-like');
        // At once: the server's answer is held back 2 s, the heart and the count change before it.
        let answered = false;
        await page.route('**/rest/v1/rpc/toggle_reel_like', async (route) => {
          await new Promise((r) => setTimeout(r, 2000));
          await route.continue();
          answered = true;
        });
        await like.click();
        await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 1500 }).toBe('true');
        expect(await likes(page, id)).toBe('1');
        expect(answered).toBe(false);
        await expect.poll(() => answered, { timeout: 5000 }).toBe(true);
        await page.unroute('**/rest/v1/rpc/toggle_reel_like');
        await expect.poll(() => likes(other.page, id), { timeout: 10_000 }).toBe('1');
        await expect.poll(async () => (await env.admin.from('reel_likes').select('user_id').eq('reel_id', id)).data).toEqual([{ user_id: ana.id }]);
        await page.reload();
        await expect.poll(() => reel(page, id).getByTestId('reel-like').getAttribute('aria-pressed')).toBe('true');

        // Beto's like reaches Ana live too; his unlike takes it back.
        await reel(other.page, id).getByTestId('reel-like').click();
        await expect.poll(() => likes(page, id), { timeout: 10_000 }).toBe('2');
        await reel(other.page, id).getByTestId('reel-like').click();
        await expect.poll(() => likes(page, id), { timeout: 10_000 }).toBe('1');

        // A failed request rolls the count back and explains.
        await page.route('**/rest/v1/rpc/toggle_reel_like', (route) => route.abort());
        await reel(page, id).getByTestId('reel-like').click();
        await expectToast(page, 'Error al dar Me gusta');
        expect(await likes(page, id)).toBe('1');
        expect(await reel(page, id).getByTestId('reel-like').getAttribute('aria-pressed')).toBe('true');
        expect((await env.admin.from('reels').select('likes_count').eq('id', id).single()).data).toEqual({ likes_count: 1 });
      } finally {
        await other.context.close();
        await env.admin.from('reels').delete().eq('id', id);
      }
    });

    journey('comments: visitors are asked to sign in; blank refused; a comment and a reply reach a second browser live with the count; report', getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Creadora Comentada');
      const ana = await createUser(env, 'Ana Opina');
      const beto = await createUser(env, 'Beto Contesta');
      const id = await insertReel(env, author, 'Reel para comentar');
      const other = await env.newPage();
      try {
        await page.goto(`/reels#${id}`);
        await reel(page, id).getByTestId('reel-comments-open').click();
        const panel = page.getByRole('dialog', { name: 'Comentarios' });
        await panel.getByText('No hay comentarios aún.').waitFor();
        await panel.getByLabel('Escribe un comentario').focus();
        await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para comentar.');

        await injectSession(env, page, ana);
        const threadsLive = [liveJoined(page, `reel-comments-${id}`), liveJoined(other.page, `reel-comments-${id}`)];
        await page.goto(`/reels#${id}`);
        await injectSession(env, other.page, beto);
        await other.page.goto(`/reels#${id}`);
        await reel(other.page, id).getByTestId('reel-comments-open').click();
        const otherPanel = other.page.getByRole('dialog', { name: 'Comentarios' });
        await otherPanel.getByText('No hay comentarios aún.').waitFor();
        await reel(page, id).getByTestId('reel-comments-open').click();
        await panel.getByText('No hay comentarios aún.').waitFor();
        // Both threads are live before anyone comments.
        await Promise.all(threadsLive);
        expect(await seriousViolations(page)).toEqual([]);

        const form = panel.getByTestId('comment-form');
        await form.getByLabel('Escribe un comentario').fill('   ');
        await form.getByRole('button', { name: 'Comentar' }).click();
        await expectToast(page, 'Comentario vacío', 'Por favor, escribe un comentario antes de enviarlo.');
        // Typing J or K in the box writes them; the feed stays on this reel.
        await form.getByLabel('Escribe un comentario').fill('');
        await form.getByLabel('Escribe un comentario').pressSequentially('¡Justo lo que buscaba! jk');
        expect(await currentId(page)).toBe(id);
        await form.getByRole('button', { name: 'Comentar' }).click();
        await expectToast(page, 'Comentario enviado');
        await panel.getByTestId('comment').filter({ hasText: '¡Justo lo que buscaba! jk' }).waitFor();
        // Beto sees it live, and the reel's count moves for both.
        const seen = otherPanel.getByTestId('comment').filter({ hasText: '¡Justo lo que buscaba! jk' });
        await seen.waitFor({ timeout: 10_000 });
        await expect.poll(() => reel(other.page, id).getByTestId('reel-comments-count').textContent(), { timeout: 10_000 }).toBe('1');

        await seen.getByRole('button', { name: 'Responder' }).click();
        const reply = otherPanel.getByTestId('reply-form');
        await reply.getByLabel('Tu respuesta').fill('  ');
        await reply.getByRole('button', { name: 'Responder' }).click();
        await expectToast(other.page, 'Respuesta vacía', 'Por favor, escribe una respuesta antes de enviarla.');
        await reply.getByLabel('Tu respuesta').fill('Me alegra que te sirva.');
        await reply.getByRole('button', { name: 'Responder' }).click();
        await expectToast(other.page, 'Respuesta enviada');
        await panel.getByRole('list', { name: /Respuestas a Ana Opina/ }).getByText('Me alegra que te sirva.').waitFor({ timeout: 10_000 });
        await expect.poll(() => reel(page, id).getByTestId('reel-comments-count').textContent(), { timeout: 10_000 }).toBe('2');
        const rows = await env.admin.from('comments').select('content, parent_id, author_id').eq('reel_id', id).order('id');
        expect(rows.data?.map((r) => [r.content, r.author_id])).toEqual([
          ['¡Justo lo que buscaba! jk', ana.id],
          ['Me alegra que te sirva.', beto.id],
        ]);
        expect(rows.data?.[1]!.parent_id).not.toBeNull();
        // Reel comments have no votes.
        expect(await panel.getByTestId('comment-votes').count()).toBe(0);

        // Beto reports Ana's comment.
        await seen.getByRole('button', { name: 'Denunciar comentario de Ana Opina' }).click();
        const report = other.page.getByRole('dialog', { name: 'Denunciar comentario' });
        await report.getByLabel('Motivo').fill('Es publicidad');
        await report.getByRole('button', { name: 'Enviar denuncia' }).click();
        await expectToast(other.page, 'Denuncia enviada');
        const reports = await env.admin.from('reports').select('target_type, reason').eq('reporter_id', beto.id);
        expect(reports.data).toEqual([{ target_type: 'comment', reason: 'Es publicidad' }]);
      } finally {
        await other.context.close();
        await env.admin.from('reels').delete().eq('id', id);
      }
    });

    journey('publish: visitors are asked to sign in; wrong type, size and shape refused; upload with poster, progress and cancel; feed and profile; the author deletes', getEnv, async ({ env, page }) => {
      const creator = await createUser(env, 'Creadora Sube');
      await page.goto('/reels');
      await page.getByRole('button', { name: 'Publicar reel' }).click();
      await expectToast(page, 'Inicia sesión', 'Necesitas iniciar sesión para publicar un reel.');

      await injectSession(env, page, creator);
      await page.goto('/reels');
      await page.getByTestId('reel').first().waitFor();
      const vertical = await recordWebm(page, 180, 320, 1500);
      const horizontal = await recordWebm(page, 320, 180, 600);
      const openForm = async () => {
        await page.getByRole('button', { name: 'Publicar reel' }).click();
        return page.getByRole('dialog', { name: 'Publicar reel' });
      };
      const dialog = await openForm();
      const input = dialog.locator('input[type="file"]');
      await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
      await expectToast(page, 'Tipo de archivo no permitido', 'Sube un video MP4 o WebM.');
      // One byte over the bucket's 50 MB (a sparse file: Playwright takes big files by path only).
      const big = join(mkdtempSync(join(tmpdir(), 'nexo-reel-')), 'enorme.mp4');
      writeFileSync(big, '');
      truncateSync(big, 50 * 1024 * 1024 + 1);
      await input.setInputFiles(big);
      rmSync(dirname(big), { recursive: true, force: true });
      await expectToast(page, 'Archivo demasiado grande', 'El video no puede superar 50 MB.');
      await input.setInputFiles({ name: 'horizontal.webm', mimeType: 'video/webm', buffer: horizontal });
      await expectToast(page, 'Video no vertical', 'Sube un video vertical (más alto que ancho).');
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await expectToast(page, 'Falta el video', 'Elige un video para publicar.');

      // Cancel: the upload is held on the wire, the progress bar shows, 'Cancelar' stops it and nothing is stored.
      await input.setInputFiles({ name: 'vertical.webm', mimeType: 'video/webm', buffer: vertical });
      await dialog.getByTestId('reel-poster-preview').waitFor();
      await dialog.getByLabel('Descripción').fill('Mi primer reel subido desde el navegador');
      await dialog.getByLabel('Título de la música').fill('Ritmo casero');
      expect(await seriousViolations(page)).toEqual([]);
      await page.route('**/storage/v1/object/reels/**', async (route) => {
        await new Promise((r) => setTimeout(r, 4000));
        await route.continue().catch(() => undefined);
      });
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await dialog.getByTestId('upload-progress').waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expectToast(page, 'Subida cancelada', 'La subida se canceló.');
      await page.unroute('**/storage/v1/object/reels/**');
      expect((await env.admin.from('reels').select('id').eq('user_id', creator.id)).data).toEqual([]);
      await expect.poll(() => objectsOf(env, 'post-images', creator.id)).toEqual([]);
      expect(await objectsOf(env, 'reels', creator.id)).toEqual([]);

      // Publish for real: the reel opens at the top of the feed and plays.
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await expectToast(page, 'Reel publicado', 'Tu reel ya aparece en el feed y en tu perfil.');
      await dialog.waitFor({ state: 'hidden' });
      const row = (await env.admin.from('reels').select('id, video_url, poster_url, description, music_title, duration_seconds').eq('user_id', creator.id).single()).data as {
        id: number;
        video_url: string;
        poster_url: string;
        description: string;
        music_title: string;
        duration_seconds: number;
      };
      expect(row.video_url).toMatch(new RegExp(`/storage/v1/object/public/reels/${creator.id}/reel-[0-9a-z-]+\\.webm$`));
      expect(row.poster_url).toMatch(new RegExp(`/storage/v1/object/public/post-images/${creator.id}/reel-poster-[0-9a-z-]+\\.(webp|jpg)$`));
      expect(row).toMatchObject({ description: 'Mi primer reel subido desde el navegador', music_title: 'Ritmo casero' });
      expect(row.duration_seconds).toBeGreaterThan(0.5);
      expect(row.duration_seconds).toBeLessThan(10);
      await expect.poll(() => currentId(page)).toBe(row.id);
      expect(await page.evaluate(() => window.location.hash)).toBe(`#${row.id}`);
      expect(await page.getByTestId('reel').first().getAttribute('data-reel-id')).toBe(String(row.id));
      await expectPlaying(page, row.id);
      // Others' reels offer no delete.
      expect(await page.getByTestId('reel-delete').count()).toBe(1);

      // The profile's Reels tab lists it.
      await page.goto(`/profile/${creator.id}`);
      await page.getByRole('tab', { name: 'Reels' }).click();
      await page.locator(`a[href="/reels#${row.id}"]`).waitFor();

      // The author deletes it: the row and both files go.
      await page.goto(`/reels#${row.id}`);
      await reel(page, row.id).getByTestId('reel-delete').click();
      const confirm = page.getByRole('dialog', { name: '¿Eliminar este reel?' });
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expectToast(page, 'Reel eliminado');
      await reel(page, row.id).waitFor({ state: 'detached' });
      expect((await env.admin.from('reels').select('id').eq('id', row.id)).data).toEqual([]);
      await expect.poll(() => objectsOf(env, 'reels', creator.id)).toEqual([]);
      await expect.poll(() => objectsOf(env, 'post-images', creator.id)).toEqual([]);
    });

    journey('share: Web Share says Reel Compartido, the clipboard fallback Enlace Copiado with origin/reels#id; failures toast; a member\'s share counted once', getEnv, async ({ env, page, context }) => {
      const author = await createUser(env, 'Creadora Compartida');
      const sharer = await createUser(env, 'Socorro Comparte');
      const id = await insertReel(env, author, 'Reel para compartir');
      try {
        await injectSession(env, page, sharer);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        // The browser's share sheet: resolves, or fails when the page asks it to.
        await page.addInitScript(() => {
          const w = window as unknown as { shareMode?: string; shared?: unknown[] };
          w.shared = [];
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value: (data: unknown) => {
              if (w.shareMode === 'missing') return Promise.reject(new Error('unreachable'));
              w.shared!.push(data);
              return w.shareMode === 'fail' ? Promise.reject(new DOMException('no', 'NotAllowedError')) : Promise.resolve();
            },
          });
        });
        await page.goto(`/reels#${id}`);
        const share = reel(page, id).getByTestId('reel-share');
        await share.click();
        await expectToast(page, 'Reel Compartido');
        expect(await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]!.url)).toBe(`${new URL(page.url()).origin}/reels#${id}`);
        await expect.poll(() => reel(page, id).getByTestId('reel-shares').textContent()).toBe('1');

        await page.evaluate(() => ((window as unknown as { shareMode: string }).shareMode = 'fail'));
        await share.click();
        await expectToast(page, 'Error al compartir', 'No se pudo compartir el reel.');

        // No Web Share: the link is copied.
        await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
        await share.click();
        await expectToast(page, 'Enlace Copiado');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/reels#${id}`);
        // The same member sharing again is still one share.
        await page.waitForTimeout(300);
        expect(await reel(page, id).getByTestId('reel-shares').textContent()).toBe('1');

        await page.evaluate(() => Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: () => Promise.reject(new Error('denied')) }));
        await share.click();
        await expectToast(page, 'Error al copiar', 'No se pudo copiar el enlace.');
        expect((await env.admin.from('reels').select('shares_count').eq('id', id).single()).data).toEqual({ shares_count: 1 });
      } finally {
        await env.admin.from('reels').delete().eq('id', id);
      }
    });
  });
}
