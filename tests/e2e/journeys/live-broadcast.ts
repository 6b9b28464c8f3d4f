// Live video for real: the host goes live from the browser (Chromium's fake camera) and a visitor's open page plays
// the stream with moving frames, then the ended state and the recording; the media service restarting mid-broadcast
// costs a reconnection, not a reload; an OBS-style push (ffmpeg over RTMP with the
// studio's stream key) plays too, and the old key is refused after 'Regenerar clave'.
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { resolveFfmpeg } from '../../../media/hls/ffmpeg.js';
import type { E2EEnv } from '../support/env.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createEvent, removeEvent } from '../support/live.js';
import { createUser, injectSession } from '../support/users.js';

/** A small fingerprint of the frame on screen (hls.js plays from MSE blobs, so the canvas is readable). */
function frameHash(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => {
    const c = document.createElement('canvas');
    c.width = 64;
    c.height = 36;
    const g = c.getContext('2d')!;
    g.drawImage(v, 0, 0, c.width, c.height);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let h = 0;
    for (let i = 0; i < d.length; i += 4) h = (h * 31 + d[i] + d[i + 1] * 7 + d[i + 2] * 13) | 0;
    return h;
  });
}

/** Resolves once the viewer's live video has painted frames, and proves they change. */
async function movingFrames(page: Page, timeout: number): Promise<void> {
  const video = page.getByTestId('live-video').locator('video');
  await expect.poll(() => video.count(), { timeout }).toBe(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames).catch(() => 0), { timeout })
    .toBeGreaterThan(5);
  const first = await frameHash(video);
  await expect.poll(() => frameHash(video), { timeout: 10_000 }).not.toBe(first);
}

function push(rtmpUrl: string, key: string): ChildProcess {
  return spawn(
    resolveFfmpeg(),
    ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440',
      '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '30', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', `${rtmpUrl}/${key}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

function exitCode(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => resolve(null), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

interface HostScene {
  env: E2EEnv;
  /** The host's page, signed in and on the event. */
  page: Page;
  /** A visitor's page (not opened anywhere yet). */
  viewer: Page;
  id: number;
  studio: Locator;
}

/** A journey with a host who has a live event on now, on its page with the studio, and a visitor's page beside it. */
function hostJourney(name: string, getEnv: GetEnv, names: { host: string; event: string }, fn: (scene: HostScene) => Promise<void>): void {
  journey(name, getEnv, async ({ env, page }) => {
    const host = await createUser(env, names.host);
    const id = await createEvent(env, { name: names.event, startsInMs: -60_000, duration: '1 hora', hostId: host.id });
    const viewer = await env.newPage();
    try {
      await injectSession(env, page, host);
      await page.goto(`/live-event/${id}`);
      await fn({ env, page, viewer: viewer.page, id, studio: page.getByTestId('live-studio') });
    } finally {
      await viewer.context.close();
      await removeEvent(env, id);
    }
  });
}

export function liveBroadcastJourneys(getEnv: GetEnv): void {
  describe('live broadcast', () => {
    hostJourney('the host goes live from the browser; a visitor sees moving frames, then the ended state and the recording', getEnv, { host: 'Anfitriona Cámara', event: 'Transmisión desde el navegador' }, async ({ env, page, viewer, id, studio }) => {
      await studio.getByRole('button', { name: 'Activar cámara' }).click();
      await studio.getByLabel('Vista previa de tu transmisión').waitFor();
      expect(await studio.getByRole('combobox', { name: 'Cámara' }).count()).toBe(1);

      await viewer.goto(`/live-event/${id}`);
      await viewer.getByText('Esperando al anfitrión…').waitFor();
      // Visitors never get a studio.
      expect(await viewer.getByTestId('live-studio').count()).toBe(0);

      await studio.getByRole('button', { name: 'Iniciar transmisión' }).click();
      await page.locator('[data-testid="live-studio"][data-phase="live"]').waitFor({ timeout: 15_000 });
      await movingFrames(viewer, 30_000);
      await expect.poll(() => studio.getByTestId('studio-bitrate').textContent()).toMatch(/(kbps|Mbps)$/);
      expect(await studio.getByTestId('studio-elapsed').textContent()).toMatch(/^00:00:\d\d$/);

      await studio.getByRole('button', { name: 'Finalizar transmisión' }).click();
      await page.locator('[data-testid="live-studio"][data-phase="idle"]').waitFor({ timeout: 15_000 });
      await viewer.getByTestId('ended-card').waitFor({ timeout: 15_000 });
      await viewer.getByRole('button', { name: 'Ver repetición' }).click();
      const replay = viewer.getByLabel('Repetición: Transmisión desde el navegador');
      await expect.poll(() => replay.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
      const duration = await replay.evaluate((v: HTMLVideoElement) => v.duration);
      expect(Number.isFinite(duration) && duration > 1).toBe(true);
      // The host may delete it; the visitor's page then offers no replay.
      await studio.getByRole('button', { name: 'Eliminar grabación' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Eliminar grabación' }).click();
      await page.getByText('Grabación eliminada').waitFor();
      const { data } = await env.admin.from('live_broadcasts').select('recording_path').eq('event_id', id).single();
      expect(data?.recording_path).toBeNull();
    });

    hostJourney('the media service goes down mid-broadcast: the host page reconnects by itself and the visitor sees the stream again without reload', getEnv, { host: 'Anfitrión Tenaz', event: 'Transmisión que se corta' }, async ({ env, page, viewer, id, studio }) => {
      await studio.getByRole('button', { name: 'Activar cámara' }).click();
      await studio.getByRole('button', { name: 'Iniciar transmisión' }).click();
      await page.locator('[data-testid="live-studio"][data-phase="live"]').waitFor({ timeout: 15_000 });
      await viewer.goto(`/live-event/${id}`);
      await movingFrames(viewer, 30_000);
      await viewer.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 7));

      await env.media.restart();
      await page.locator('[data-testid="live-studio"][data-phase="reconnecting"]').waitFor({ timeout: 10_000 });
      await page.locator('[data-testid="live-studio"][data-phase="live"]').waitFor({ timeout: 30_000 });
      // The viewer's page moves to the new take by itself.
      await viewer.locator('[data-testid="live-video"][data-stage="on-air"]').waitFor({ timeout: 30_000 });
      await expect.poll(async () => (await env.admin.from('live_broadcasts').select('take').eq('event_id', id).single()).data?.take, { timeout: 15_000 }).toBe(2);
      await movingFrames(viewer, 30_000);
      expect(await viewer.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(7);

      await studio.getByRole('button', { name: 'Finalizar transmisión' }).click();
      await viewer.getByTestId('ended-card').waitFor({ timeout: 15_000 });
      // The recording keeps both takes, a discontinuity between them.
      const { data } = await env.admin.from('live_broadcasts').select('recording_path').eq('event_id', id).single();
      const recording = await (await fetch(`${env.stack.apiUrl}/storage/v1/object/public/live/${data!.recording_path}`)).text();
      expect(recording.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    });

    hostJourney('OBS-style: ffmpeg pushes a test pattern with the stream key, a visitor plays it, the old key is refused after Regenerar clave', getEnv, { host: 'Anfitrión OBS', event: 'Transmisión desde OBS' }, async ({ env, page, viewer, id, studio }) => {
      let pusher: ChildProcess | undefined;
      try {
        await studio.getByRole('tab', { name: 'OBS' }).click();
        expect(await studio.getByLabel('Servidor', { exact: true }).inputValue()).toBe(env.media.rtmpUrl);
        const keyField = studio.getByLabel('Clave de transmisión', { exact: true });
        await expect.poll(() => keyField.inputValue()).not.toBe('');
        expect(await keyField.getAttribute('type')).toBe('password');
        const oldKey = await keyField.inputValue();

        pusher = push(env.media.rtmpUrl, oldKey);
        await viewer.goto(`/live-event/${id}`);
        await movingFrames(viewer, 30_000);
        pusher.kill('SIGTERM');
        await exitCode(pusher, 5000);

        await studio.getByRole('button', { name: 'Regenerar clave' }).click();
        await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Regenerar clave' }).click();
        await expect.poll(() => keyField.inputValue()).not.toBe(oldKey);
        pusher = push(env.media.rtmpUrl, oldKey);
        // Refused: ffmpeg gives up with an error instead of streaming.
        const code = await exitCode(pusher, 20_000);
        expect(code).not.toBe(0);
        expect(code).not.toBeNull();
      } finally {
        pusher?.kill('SIGKILL');
      }
    });
  });
}
