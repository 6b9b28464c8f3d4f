// The README's start command: on an empty data dir it migrates and seeds, serves the API, the app, the media service and the mailer, stops on
// SIGTERM, and starts again on the same data with what was written still there.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { KEYS } from './support/stack.js';
import { startApp, type RunningApp } from './support/npm-start.js';
import { HIDE_BOOT_SHELL_CSS } from '../../scripts/vite/boot-html.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-npm-start-'));
let running: RunningApp | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (url: string) => createClient(url, KEYS.publishableKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
const SEEDED_MEMBER = { email: 'ana@nexo.dev', password: 'nexo1234' };

async function appServesItsCode(app: RunningApp): Promise<void> {
  const html = await (await fetch(app.appUrl)).text();
  expect(html).toContain('<div id="root"');
  expect(html, 'the dev server hides the unstyled boot shell').toContain(HIDE_BOOT_SHELL_CSS);
  const entry = /<script type="module" src="([^"]+)"/.exec(html.replace(/\/@vite\/client/, ''))?.[1];
  expect(entry, 'the page names its entry module').toBeTruthy();
  const code = await fetch(new URL(entry!, app.appUrl));
  expect(code.status).toBe(200);
  // The app's supabase client is pointed at this stack (Vite injects VITE_SUPABASE_URL into the module).
  const client = await (await fetch(new URL('/src/lib/supabase.ts', app.appUrl))).text();
  expect(client).toContain(JSON.stringify(app.apiUrl));
  // …and at the media service it started beside them.
  const endpoints = await (await fetch(new URL('/src/features/live/media-endpoints.ts', app.appUrl))).text();
  expect(endpoints).toContain(JSON.stringify(app.mediaUrl));
}

describe('npm start (scripts/start.mjs) on the embedded database', () => {
  it('cold: migrates and seeds an empty data dir, then serves the API and the app; SIGTERM stops both', async () => {
    running = await startApp(dataDir);
    const { data, error } = await api(running.apiUrl).from('communities').select('id, name').order('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    await appServesItsCode(running);
    const media = running.mediaUrl;
    await expect.poll(async () => (await fetch(`${media}/health`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
    // …and the mailer, pointed at the stack's mail catcher.
    await expect.poll(() => running!.output(), { timeout: 20_000 }).toMatch(/mailer ready: outbox of http:\/\/127\.0\.0\.1:\d+ → smtp:\/\/127\.0\.0\.1:\d+/);

    const signedIn = api(running.apiUrl);
    const login = await signedIn.auth.signInWithPassword(SEEDED_MEMBER);
    expect(login.error).toBeNull();
    const saved = await signedIn.from('profiles').update({ bio: 'Escrito antes de reiniciar' }).eq('id', login.data.user!.id).select('bio');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ bio: 'Escrito antes de reiniciar' }]);

    const code = await running.stop();
    expect(code).toBe(0);
    await expect(fetch(running.apiUrl + '/rest/v1/')).rejects.toThrow();
    await expect(fetch(running.appUrl)).rejects.toThrow();
    await expect(fetch(`${media}/health`)).rejects.toThrow();
  });

  it('warm: starts again on the same data dir with what was written, and the app points at it', async () => {
    running = await startApp(dataDir);
    const { data, error } = await api(running.apiUrl).from('profiles').select('bio').eq('bio', 'Escrito antes de reiniciar');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    await appServesItsCode(running);
    expect(running.output()).not.toMatch(/Applying migration/);
  });
});
