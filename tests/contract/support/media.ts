// Media contract-test support: local-supabase with the product migrations, hosts and live events, a media service, a
// WebM/H.264 test clip made by ffmpeg, and a browser-like ingest client.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { StackHandle } from '../../../local-supabase/stack.js';
import { DEFAULT_KEYS } from '../../../local-supabase/keys/defaults.js';
import { signJwt } from '../../../local-supabase/keys/jwt.js';
import { createMediaServer, type MediaServer } from '../../../media/server.js';
import { mediaConfigFromEnv, type MediaConfig } from '../../../media/config.js';
import { resolveFfmpeg } from '../../../media/hls/ffmpeg.js';
import { ROOT, startProductStack } from './product-stack.js';

export { ROOT };
export const FFMPEG = resolveFfmpeg();
/**
 * The live migration (the database half of issue 30, `live_ingest_start` and the rest) is in supabase/migrations; the
 * media contract tests are skipped on a tree without it.
 */
export const HAS_LIVE_MIGRATION = readdirSync(path.join(ROOT, 'supabase/migrations')).some(
  (f) => f.endsWith('.sql') && readFileSync(path.join(ROOT, 'supabase/migrations', f), 'utf8').includes('function public.live_ingest_start('),
);

const run = promisify(execFile);
const clientOpts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: { transport: WebSocket as any } };

export interface LiveStack {
  stack: StackHandle;
  apiUrl: string;
  /** A member with a real session (password sign-in): id and access token. */
  member(name: string): Promise<{ id: string; token: string }>;
  /** A token of the project's signing key with the given claims (e.g. an expired one). */
  token(claims: Record<string, unknown>): Promise<string>;
  /** A live event hosted by hostId starting `startsInMinutes` from now (negative: already started). */
  event(hostId: string, startsInMinutes?: number, duration?: string): Promise<number>;
  /** The host's stream key (live_stream_key as the host), or a new one (regenerate_live_stream_key). */
  streamKey(token: string, eventId: number, regenerate?: boolean): Promise<string>;
  broadcast(eventId: number): Promise<Record<string, any> | undefined>;
  /** Object names under `<eventId>/` in bucket live. */
  objects(eventId: number): Promise<string[]>;
  /** GET of a public object of bucket live. */
  publicGet(objectPath: string): Promise<Response>;
  stop(): Promise<void>;
}

export async function startLiveStack(): Promise<LiveStack> {
  const stack = await startProductStack({ auth: { email: { enableConfirmations: false } } });
  const admin = createClient(stack.apiUrl, DEFAULT_KEYS.secretKey, clientOpts);
  const asUser = (token: string) =>
    createClient(stack.apiUrl, DEFAULT_KEYS.publishableKey, { ...clientOpts, global: { headers: { Authorization: `Bearer ${token}` } } });
  let n = 0;
  return {
    stack,
    apiUrl: stack.apiUrl,
    async member(name) {
      const email = `live-${Date.now().toString(36)}-${++n}@example.com`;
      const created = await admin.auth.admin.createUser({ email, password: 'nexo1234', email_confirm: true, user_metadata: { full_name: name } });
      if (created.error) throw created.error;
      const anon = createClient(stack.apiUrl, DEFAULT_KEYS.publishableKey, clientOpts);
      const signed = await anon.auth.signInWithPassword({ email, password: 'nexo1234' });
      if (signed.error) throw signed.error;
      return { id: created.data.user.id, token: signed.data.session!.access_token };
    },
    token: (claims) => signJwt(claims as any, stack.deps.jwtKeys),
    async event(hostId, startsInMinutes = 0, duration = '1 hora') {
      const { rows } = await stack.db.query<{ id: number }>(
        `insert into public.communities (name, is_live_event, live_date, duration, host_id)
         values ('Sesión de prueba', true, now() + make_interval(mins => $1), $2, $3) returning id`,
        [startsInMinutes, duration, hostId],
      );
      return Number(rows[0].id);
    },
    async streamKey(token, eventId, regenerate = false) {
      const { data, error } = await asUser(token).rpc(regenerate ? 'regenerate_live_stream_key' : 'live_stream_key', { event_id: eventId });
      if (error) throw error;
      return data as string;
    },
    async broadcast(eventId) {
      const { rows } = await stack.db.query(`select * from public.live_broadcasts where event_id = $1`, [eventId]);
      return rows[0] as Record<string, any> | undefined;
    },
    async objects(eventId) {
      const { rows } = await stack.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'live' and name like $1 order by name`,
        [`${eventId}/%`],
      );
      return rows.map((r) => r.name);
    },
    publicGet: (objectPath) => fetch(`${stack.apiUrl}/storage/v1/object/public/live/${objectPath}`),
    stop: () => stack.stop(),
  };
}

/** A media service config for tests: free ports, its own work folder, quiet unless MEDIA_TEST_LOG is set. */
export function testMediaConfig(apiUrl: string): MediaConfig {
  return {
    ...mediaConfigFromEnv({ SUPABASE_URL: apiUrl, MEDIA_PORT: '0', MEDIA_RTMP_PORT: '0' }),
    workDir: mkdtempSync(path.join(tmpdir(), 'media-test-')),
    log: process.env.MEDIA_TEST_LOG ? (line) => console.log(`[media] ${line}`) : () => undefined,
  };
}

export async function startMedia(apiUrl: string): Promise<{ media: MediaServer; port: number; rtmpPort: number }> {
  const media = createMediaServer(testMediaConfig(apiUrl));
  const ports = await media.listen();
  return { media, ...ports };
}

/** A WebM (Matroska) clip like Chromium's MediaRecorder output: H.264 (1 s GOP) + Opus, `seconds` long. */
export async function makeClip(seconds: number, video: 'h264' | 'vp8' = 'h264'): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-clip-'));
  const file = path.join(dir, 'clip.webm');
  const codec = video === 'h264' ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '30'] : ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k'];
  await run(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), ...codec, '-c:a', 'libopus', '-live', '1', '-cluster_time_limit', '500', '-f', video === 'h264' ? 'matroska' : 'webm', file],
  ]);
  try {
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type Message = { type: string; [k: string]: any };

/** A browser-like ingest connection: JSON messages collected, the close code and reason awaited. */
export class IngestClient {
  readonly ws: WebSocket;
  readonly messages: Message[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(port: number, eventId: number | string) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/live/${eventId}`);
    this.ws.on('message', (data, isBinary) => {
      if (!isBinary) this.messages.push(JSON.parse(String(data)));
    });
    this.ws.on('error', () => undefined);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  async start(token: string | undefined, mime = 'video/webm;codecs=h264,opus'): Promise<Message> {
    await this.opened;
    this.ws.send(JSON.stringify({ type: 'start', access_token: token, mime }));
    return this.next((m) => m.type === 'ready' || m.type === 'error');
  }

  /** Sends the clip in `pieces` chunks spread over `seconds` (as MediaRecorder with a timeslice would). */
  async sendClip(clip: Buffer, seconds: number, pieces = Math.max(1, Math.round(seconds * 4))): Promise<void> {
    const size = Math.ceil(clip.length / pieces);
    for (let i = 0; i < pieces && this.ws.readyState === WebSocket.OPEN; i++) {
      this.ws.send(clip.subarray(i * size, (i + 1) * size));
      await new Promise((r) => setTimeout(r, (seconds * 1000) / pieces));
    }
  }

  stop(): void {
    this.ws.send(JSON.stringify({ type: 'stop' }));
  }

  /** The first message (already received or coming) that matches. */
  next(match: (m: Message) => boolean, timeoutMs = 15_000): Promise<Message> {
    const found = this.messages.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`)), timeoutMs);
      const onMessage = (data: WebSocket.RawData, isBinary: boolean) => {
        if (isBinary) return;
        const m = JSON.parse(String(data));
        if (match(m)) {
          clearTimeout(timer);
          this.ws.off('message', onMessage);
          resolve(m);
        }
      };
      this.ws.on('message', onMessage);
      this.ws.once('close', () => {
        clearTimeout(timer);
        const late = this.messages.find(match);
        if (late) resolve(late);
        else reject(new Error(`closed before a matching message; got ${JSON.stringify(this.messages)}`));
      });
    });
  }
}

/** ffmpeg pushing a test pattern (H.264 + AAC) to an RTMP URL in real time for `seconds`. */
export function pushRtmp(url: string, seconds: number) {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'aac', '-f', 'flv', url],
  ];
  return promisify(execFile)(FFMPEG, args).then(
    () => ({ ok: true as const, stderr: '' }),
    (error: { stderr?: string }) => ({ ok: false as const, stderr: String(error.stderr ?? error) }),
  );
}
