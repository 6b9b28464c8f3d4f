// The e2e world: local-supabase (memory, product migrations + seed) + the built app + one Chromium, started once per run.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startStack, type StackHandle } from '../../../local-supabase/stack.js';
import { mediaConfigFromEnv } from '../../../media/config.js';
import { createMediaServer, type MediaServer } from '../../../media/server.js';
import { buildApp, E2E_OUT_DIR } from './build.js';
import { serveStatic, type StaticServer } from './static-server.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface E2EEnv {
  stack: StackHandle;
  /** The media service (live ingest) beside the stack, as `npm start` runs it. */
  media: { server: MediaServer; url: string; rtmpUrl: string; restart(): Promise<void> };
  app: StaticServer;
  browser: Browser;
  /** App origin, e.g. http://127.0.0.1:41234 */
  appUrl: string;
  admin: SupabaseClient;
  /** A fresh browser context (own storage) with one page, at the given viewport. */
  newPage(opts?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The app's URL with 127.0.0.1 spelled localhost (same server; a host WebAuthn accepts). */
export const localhostUrl = (url: string) => url.replace('//127.0.0.1:', '//localhost:');

export async function startE2E(): Promise<E2EEnv> {
  // The app's port must be known before the stack starts: recovery links may only redirect to allowed URLs.
  const app = await serveStatic(E2E_OUT_DIR);
  let stack: StackHandle | undefined;
  let browser: Browser | undefined;
  let mediaServer: MediaServer | undefined;
  try {
    stack = await startStack({
      data: 'memory',
      port: 0,
      dbPort: 0,
      mailPort: 0,
      smtpPort: 0,
      serveDb: false,
      // The journeys sign in (token_refresh bucket, as GoTrue) far more than 150 times in 5 minutes from one IP; GoTrue's
      // per-IP limits would refuse the later ones.
      auth: {
        siteUrl: app.url,
        additionalRedirectUrls: [`${app.url}/**`],
        rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, emailSent: 10_000, mfaChallengeVerify: 10_000 },
        // WebAuthn refuses an IP address as relying party: the passkey journey opens the app at http://localhost:<port>.
        webauthn: { rpOrigins: [localhostUrl(app.url)] },
      },
    });
    const mediaConfig = { ...mediaConfigFromEnv({ SUPABASE_URL: stack.apiUrl, MEDIA_PORT: '0', MEDIA_RTMP_PORT: '0' }), log: (l: string) => console.error('[media]', l) };
    mediaServer = createMediaServer(mediaConfig);
    const ports = await mediaServer.listen();
    const media = {
      server: mediaServer,
      url: `http://127.0.0.1:${ports.port}`,
      rtmpUrl: `rtmp://127.0.0.1:${ports.rtmpPort}/live`,
      /** Stops the media service (every stream is cut) and starts a new one on the same ports, as after a crash. */
      async restart() {
        await media.server.close();
        media.server = createMediaServer({ ...mediaConfig, port: ports.port, rtmpPort: ports.rtmpPort });
        await media.server.listen();
      },
    };
    // The manifest lets the bundle-budget journey walk the initial chunks.
    await buildApp(stack.apiUrl, E2E_OUT_DIR, ['--manifest'], { VITE_MEDIA_URL: media.url, VITE_MEDIA_RTMP_URL: media.rtmpUrl });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      // Chromium's own moving test pattern and tone stand in for a camera and microphone, with no permission prompt.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    const admin = createClient(stack.apiUrl, SECRET_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const b = browser;
    const s = stack;
    const m = media;
    return {
      stack: s,
      media,
      app,
      browser: b,
      appUrl: app.url,
      admin,
      async newPage({ width = 1280, height = 800 } = {}) {
        const context = await b.newContext({ viewport: { width, height }, baseURL: app.url, locale: 'es-ES' });
        // Short waits: a failing step fails fast and still leaves time for the screenshot.
        context.setDefaultTimeout(10_000);
        const page = await context.newPage();
        return { context, page };
      },
      async close() {
        await b.close().catch(() => undefined);
        await m.server.close().catch(() => undefined);
        await s.stop().catch(() => undefined);
        await app.close();
      },
    };
  } catch (e) {
    await browser?.close().catch(() => undefined);
    await mediaServer?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await app.close();
    throw e;
  }
}
