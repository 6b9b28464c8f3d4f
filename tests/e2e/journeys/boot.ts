// Boot shell and early reads: index.html paints the header (and the home hero on /) before the app's code, React
// takes over in the same place, /login shows no header, and a page's early REST reads (a visitor's, or a member's on
// /chat) are used, never repeated.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession } from '../support/users.js';
import { memberClient } from './profile-support.js';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${String(locator)} is not visible`);
  return b;
}

/** Counts the requests with `method` whose URL contains `part` while `action` runs. */
async function countRequests(page: Page, method: string, part: string, action: () => Promise<void>): Promise<number> {
  let n = 0;
  const onRequest = (r: { url(): string; method(): string }) => {
    if (r.method() === method && r.url().includes(part)) n++;
  };
  page.on('request', onRequest);
  await action();
  page.off('request', onRequest);
  return n;
}

const countGets = (page: Page, part: string, action: () => Promise<void>) => countRequests(page, 'GET', part, action);

/** The boot loader's early requests the app has not taken (undefined: the loader started none). */
const earlyLeft = (page: Page) => page.evaluate(() => {
  const boot = (window as { __nexoBoot?: object }).__nexoBoot;
  return boot && Object.keys(boot);
});

export function bootJourneys(getEnv: GetEnv): void {
  describe('boot shell', () => {
    journey('the boot shell paints before the app and React takes over in the same place', getEnv, async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      const bootHero = page.locator('#boot-hero-title');
      expect(await bootHero.textContent()).toBe('Tu espacio para conectar, aprender y crear.');
      expect(await page.locator('#boot-header').isVisible()).toBe(true);
      expect(await page.locator('#boot-loading').isVisible()).toBe(false);
      // A picture of the page, not the page: assistive technology and role queries do not see it.
      expect(await page.getByRole('heading', { name: 'Tu espacio para conectar, aprender y crear.' }).count()).toBe(0);
      const bootBox = { header: await box(page.locator('#boot-header')), title: await box(bootHero) };

      await page.goto('/terms');
      expect(await page.locator('#boot-loading').isVisible()).toBe(true);
      expect(await page.locator('#boot-hero-title').isVisible()).toBe(false);
      await page.goto('/login');
      expect(await page.locator('#boot-header').isVisible()).toBe(false);

      await page.unroute('**/assets/*.js');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Tu espacio para conectar, aprender y crear.' }).waitFor();
      expect(await page.locator('#boot-hero-title').count()).toBe(0);
      const appBox = { header: await box(page.getByRole('banner')), title: await box(page.locator('#hero-title')) };
      expect(appBox.header).toEqual(bootBox.header);
      // Same place and width; the height may differ by a line when Inter replaces the system font.
      expect(Math.abs(appBox.title.y - bootBox.title.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(appBox.title.x - bootBox.title.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(appBox.title.width - bootBox.title.width)).toBeLessThanOrEqual(1);
    });

    journey('on the course, live-session and job lists the boot shell shows the page\'s title and lead where the page puts them', getEnv, async ({ page }) => {
      const pages = [
        { path: '/courses', shell: '#boot-courses', title: 'Cursos', lead: 'Aprende con cursos grabados y en vivo de la comunidad.' },
        { path: '/live-sessions/', shell: '#boot-live', title: 'Sesiones en Vivo', lead: 'Aprende en directo con anfitriones de la comunidad y resuelve tus dudas en tiempo real.' },
        { path: '/job-search', shell: '#boot-jobs', title: 'Portal de Empleo', lead: 'Encuentra tu próximo empleo o publica tu perfil para que los reclutadores te encuentren.' },
      ];
      for (const p of pages) {
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(p.path);
        const shell = page.locator(p.shell);
        expect(await shell.isVisible()).toBe(true);
        expect(await page.locator('#boot-loading').isVisible()).toBe(false);
        // Only this page's block shows.
        expect(await page.locator('#root [data-boot-page]:visible').count()).toBe(1);
        expect((await shell.locator('h1').textContent())?.trim()).toBe(p.title);
        expect((await shell.locator('p').textContent())?.trim()).toBe(p.lead);
        const shellTitle = await box(shell.locator('h1'));
        await page.unroute('**/assets/*.js');
        await page.goto(p.path);
        const title = page.getByRole('heading', { level: 1, name: p.title });
        await title.waitFor();
        expect(await page.locator(p.shell).count()).toBe(0);
        expect(await page.getByText(p.lead, { exact: true }).isVisible()).toBe(true);
        const appTitle = await box(title);
        // Same place; the width may differ with the font (the shell uses the system font, the app Inter).
        expect(Math.abs(appTitle.x - shellTitle.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(appTitle.y - shellTitle.y)).toBeLessThanOrEqual(1);
      }
      // Other pages keep the loading line.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/communities');
      expect(await page.locator('#boot-loading').isVisible()).toBe(true);
      expect(await page.locator('#root [data-boot-page]:visible').count()).toBe(0);
    });

    journey('Inter is not downloaded with the first page: it is stored once the page has loaded and used from the next visit on', getEnv, async ({ page }) => {
      const isFont = (url: string) => /inter-latin-wght-normal-.*\.woff2$/.test(url);
      // Page and network events in the order the browser reported them.
      const events: string[] = [];
      page.on('load', () => void events.push('load'));
      page.on('request', (r) => void (isFont(r.url()) && events.push('font')));
      await page.goto('/post/1');
      await page.getByTestId('post-detail').waitFor();
      // Stored after the page's load event, when the browser is idle.
      const stored = () => page.evaluate(async () => (await (await caches.open('nexo-fonts-v1')).keys()).length);
      await expect.poll(stored, { timeout: 15_000 }).toBe(1);
      expect(events.filter((e) => e === 'font')).toHaveLength(1);
      expect(events.indexOf('load')).toBeGreaterThanOrEqual(0);
      expect(events.indexOf('load')).toBeLessThan(events.indexOf('font'));
      const faces = () => page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Inter Variable').map((f) => f.status));
      // Not applied mid-visit: the text keeps the font it was first drawn with.
      expect(await faces()).toEqual([]);

      events.length = 0;
      await page.goto('/post/1');
      await page.getByTestId('post-detail').waitFor();
      expect(await faces()).toEqual(['loaded']);
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      expect(events).not.toContain('font');
    });

    journey('a slow API does not keep the boot shell up: the app renders its shell and a loading state', getEnv, async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/rest/v1/posts?**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/post/1');
      await page.getByRole('banner').waitFor({ timeout: 10_000 });
      expect(await page.locator('#boot-header').count()).toBe(0);
      await page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando...' }).waitFor();
      release();
      await page.getByTestId('post-detail').waitFor();
    });

    journey('early reads are used once by visitors and skipped for members', getEnv, async ({ env, page }) => {
      // Live channels never join here: a join reads the comments again (catch-up), which is not what is counted; on a
      // loaded machine it landed inside the window (CI, 2026-11-26).
      await page.routeWebSocket(/\/realtime\//, () => undefined);
      let imageLoads = 0;
      const visitorReads = await countGets(page, '/rest/v1/comments?', async () => {
        imageLoads = await countGets(page, '/media/posts/post-1.svg', async () => {
          await page.goto('/post/1');
          await page.getByTestId('comment-list').waitFor();
          await page.getByTestId('post-detail').getByRole('img').first().waitFor();
        });
      });
      expect(visitorReads).toBe(1);
      // The boot loader preloads the post's image from the early read; the page's <img> reuses that download.
      expect(imageLoads).toBe(1);
      expect(await page.locator('link[rel="preload"][as="image"]').getAttribute('href')).toBe('/media/posts/post-1.svg');

      await injectSession(env, page, await createUser(env, 'Lectora Temprana'));
      const memberReads = await countGets(page, '/rest/v1/comments?', async () => {
        await page.goto('/post/1');
        await page.getByTestId('comment-list').waitFor();
      });
      expect(memberReads).toBe(1);
      expect(await page.evaluate(() => Object.keys((window as { __nexoBoot?: object }).__nexoBoot ?? {}).length)).toBe(0);
    });

    journey("a member's contact list and unread count on /chat are read once, early, and an expired stored token starts none", getEnv, async ({ env, page }) => {
      const member = await createUser(env, 'Marta Temprana');
      const friend = await createUser(env, 'Bruno Remitente');
      const friendClient = await memberClient(env, friend);
      const { data: conversationId, error } = await friendClient.rpc('open_conversation', { other_user_id: member.id });
      expect(error).toBeNull();
      const sent = await friendClient.rpc('send_messages', { messages: [{ id: randomUUID(), conversation_id: conversationId, body: 'Hola Marta, ¿repasamos mañana?' }] });
      expect(sent.error).toBeNull();
      const contact = page.getByTestId('chat-contact').filter({ hasText: 'Bruno Remitente' });

      await injectSession(env, page, member);
      // Live channels never join here: a join reads the list and the count again (catch-up), which is not what is
      // counted; on a loaded machine it could land inside the window.
      await page.routeWebSocket(/\/realtime\//, () => undefined);
      let counts = 0;
      const reads = await countRequests(page, 'POST', '/rest/v1/rpc/list_chat_contacts', async () => {
        counts = await countRequests(page, 'HEAD', '/rest/v1/notifications?', async () => {
          await page.goto('/chat');
          await contact.filter({ hasText: 'Hola Marta, ¿repasamos mañana?' }).waitFor();
          await page.getByRole('banner').getByRole('link', { name: 'Notificaciones' }).waitFor();
        });
      });
      // One request each (the list and the header's unread count): the boot loader's, which the app took (nothing
      // left over) instead of asking again.
      expect({ reads, counts }).toEqual({ reads: 1, counts: 1 });
      expect(await earlyLeft(page)).toEqual([]);

      // An expired stored token: supabase-js refreshes it first, so the loader must not spend a read on it. Expired
      // before the page's own scripts run (the open page's client could save its session again after an edit).
      await page.addInitScript(() => {
        const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
        const session = key ? (JSON.parse(localStorage.getItem(key)!) as { expires_at: number }) : null;
        if (key && session) localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
      });
      const afterExpiry = await countRequests(page, 'POST', '/rest/v1/rpc/list_chat_contacts', async () => {
        await page.goto('/chat');
        await contact.filter({ hasText: 'Hola Marta, ¿repasamos mañana?' }).waitFor();
      });
      expect(await earlyLeft(page)).toBeUndefined();
      expect(afterExpiry).toBe(1);
    });

    journey(
      'on a phone the boot shell shows a course\'s cover and the first reel\'s poster where the page puts them',
      getEnv,
      async ({ page }) => {
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/courses/1');
        const shellCover = page.locator('#root main > img');
        await shellCover.waitFor();
        expect(await shellCover.getAttribute('src')).toBe('/media/covers/course-1.svg');
        expect(await page.locator('#boot-loading').count()).toBe(0);
        const shellBox = await box(shellCover);
        await page.unroute('**/assets/*.js');
        await page.goto('/courses/1');
        const cover = page.locator('main img[src="/media/covers/course-1.svg"]');
        await cover.waitFor();
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
        const appBox = await box(cover);
        for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appBox[k] - shellBox[k])).toBeLessThanOrEqual(1);

        // The reels feed likewise: the first reel's poster where the first reel will play.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/reels');
        const shellPoster = page.locator('#root main > img');
        await shellPoster.waitFor();
        const posterBox = await box(shellPoster);
        await page.unroute('**/assets/*.js');
        await page.goto('/reels');
        const reelBox = await box(page.locator('[data-testid="reel"]').first());
        for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(reelBox[k] - posterBox[k])).toBeLessThanOrEqual(1);
      },
      { width: 390, height: 844 },
    );

    journey(
      'on a phone the first reel starts playing before the app and keeps playing through React\'s take-over (same element, time never goes back)',
      getEnv,
      async ({ page }) => {
        // Watches the video the boot loader puts at the end of <body>: its events, and on every frame its time and
        // whether it is still outside the app (sampling stops a second after the player took it).
        await page.addInitScript(() => {
          const w: BootWatch = ((window as unknown as { __bootWatch: BootWatch }).__bootWatch = { events: [], samples: [], adoptedAt: null, rect: null });
          const seen = new MutationObserver(() => {
            const v = document.querySelector<HTMLVideoElement>('body > video');
            if (!v) return;
            seen.disconnect();
            (window as unknown as { __bootVideo: HTMLVideoElement }).__bootVideo = v;
            w.rect = v.getBoundingClientRect().toJSON() as Box;
            for (const t of ['loadstart', 'emptied', 'pause', 'playing']) v.addEventListener(t, () => w.events.push(t));
            const tick = () => {
              const outside = v.parentNode === document.body;
              w.samples.push({ t: v.currentTime, outside, paused: v.paused });
              if (!outside && w.adoptedAt === null) w.adoptedAt = w.samples.length - 1;
              if (w.samples.length < 1200 && (w.adoptedAt === null || w.samples.length - w.adoptedAt < 60)) requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          });
          seen.observe(document, { childList: true, subtree: true });
        });
        // The app's entry arrives 800 ms late: the boot video plays for a while before React renders.
        await page.route('**/assets/index-*.js', async (route) => {
          await new Promise((r) => setTimeout(r, 800));
          await route.continue();
        });
        await page.goto('/reels');
        const first = page.locator('[data-testid="reel"]').first();
        await first.locator('[data-testid="reel-toggle"][data-playing="true"]').waitFor();
        await page.waitForFunction(() => {
          const w = (window as unknown as { __bootWatch: BootWatch }).__bootWatch;
          return w.adoptedAt !== null && w.samples.length - w.adoptedAt >= 60;
        });
        const watch = await page.evaluate(() => (window as unknown as { __bootWatch: BootWatch }).__bootWatch);
        // The first reel's <video> is the boot loader's element, now inside the reel, with nothing of the boot left.
        expect(await page.evaluate(() => document.querySelector('[data-testid="reel"] video') === (window as unknown as { __bootVideo: HTMLVideoElement }).__bootVideo)).toBe(true);
        expect(await first.locator('video').evaluate((v) => [v.getAttribute('style'), v.getAttribute('aria-hidden'), v.getAttribute('data-reel-id'), v.getAttribute('data-role')])).toEqual([
          null,
          null,
          null,
          'play',
        ]);
        expect(await page.evaluate(() => [document.querySelectorAll('body > video').length, 'nexoBootVideo' in window])).toEqual([0, false]);
        // It played before the app took it, never paused or reloaded, and its time only went forward (or looped at its end).
        const before = watch.samples.slice(0, watch.adoptedAt!);
        expect(before.some((s) => !s.paused && s.t > 0)).toBe(true);
        expect(watch.events.filter((e) => e === 'pause' || e === 'emptied')).toEqual([]);
        expect(watch.events.filter((e) => e === 'loadstart').length).toBeLessThanOrEqual(1);
        const duration = await first.locator('video').evaluate((v: HTMLVideoElement) => v.duration);
        for (let i = 1; i < watch.samples.length; i++) {
          const [a, b] = [watch.samples[i - 1]!, watch.samples[i]!];
          if (b.t < a.t) expect(a.t).toBeGreaterThan(duration - 0.5);
        }
        expect(watch.samples.slice(watch.adoptedAt!).every((s) => !s.paused)).toBe(true);
        // Where the poster was and the reel is: no jump when React takes over.
        const reelBox = await box(first);
        for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(reelBox[k] - watch.rect![k])).toBeLessThanOrEqual(1);

        // The stored choice of sound still holds for the adopted video: before any gesture the browser may refuse it,
        // then the reel plays muted and offers 'Activar sonido'.
        await page.evaluate(() => localStorage.setItem('nexo.reels.muted', 'false'));
        await page.unroute('**/assets/index-*.js');
        await page.goto('/reels');
        await first.locator('[data-testid="reel-toggle"][data-playing="true"]').waitFor();
        expect(await page.evaluate(() => document.querySelector('[data-testid="reel"] video') === (window as unknown as { __bootVideo: HTMLVideoElement }).__bootVideo)).toBe(true);
        const video = first.locator('video');
        if (await video.evaluate((v: HTMLVideoElement) => v.muted)) await first.getByRole('button', { name: 'Activar sonido' }).click();
        await first.getByRole('button', { name: 'Silenciar' }).waitFor();
        expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
        await first.locator('[data-testid="reel-toggle"][data-playing="true"]').waitFor();
        expect(await page.evaluate(() => localStorage.getItem('nexo.reels.muted'))).toBe('false');
      },
      { width: 390, height: 844 },
    );

    journey(
      'on a phone a boot video no reel takes is released at once: the visitor leaves /reels before the feed renders, or /reels fails to load',
      getEnv,
      async ({ page }) => {
        // The reels page's code never arrives: the app renders its shell (after its 4 s wait) without the feed.
        let held: (() => void)[] = [];
        await page.route('**/assets/reels-*.js', (route) => new Promise<void>((resolve) => held.push(() => void route.abort().then(resolve, resolve))));
        await page.goto('/reels');
        const boot = await page.waitForFunction(() => document.querySelector('body > video'));
        expect(await boot.evaluate((v) => (v as HTMLVideoElement).getAttribute('src'))).toMatch(/\.m3u8$/);
        await page.getByRole('link', { name: 'Nexo' }).first().click();
        await page.waitForURL((u) => u.pathname === '/');
        await page.waitForFunction(() => document.querySelectorAll('video').length === 0, undefined, { timeout: 1000 });
        expect(await boot.evaluate((v) => [(v as HTMLVideoElement).isConnected, (v as HTMLVideoElement).getAttribute('src'), 'nexoBootVideo' in window])).toEqual([false, null, false]);
        held.forEach((f) => f());
        held = [];

        // The page's code fails to load: the route shows its error and the boot video goes with no reel to take it.
        await page.unroute('**/assets/reels-*.js');
        await page.route('**/assets/reels-*.js', (route) => route.abort());
        await page.goto('/reels');
        await page.waitForFunction(() => document.querySelector('body > video'));
        await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor();
        await page.waitForFunction(() => document.querySelectorAll('video').length === 0, undefined, { timeout: 1000 });
      },
      { width: 390, height: 844 },
    );
  });
}

interface BootWatch {
  events: string[];
  samples: { t: number; outside: boolean; paused: boolean }[];
  adoptedAt: number | null;
  rect: Box | null;
}
