// Media service killed with SIGKILL mid-stream (a child process), restarted, the host reconnects: a new take, and the
// recording keeps the first take's segments, then a discontinuity, then the second take. SIGTERM ends cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecording } from '../../media/hls/playlists.js';
import { HAS_LIVE_MIGRATION, IngestClient, makeClip, ROOT, startLiveStack, type LiveStack } from './support/media.js';
import { freePort } from './support/npm-start.js';

let live: LiveStack;
let clip: Buffer;
const children = new Set<ChildProcess>();
const workDirs: string[] = [];

/** `node --import tsx media/main.ts` on the given ports; resolves at its ready line. */
async function spawnMedia(port: number, rtmpPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'media/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SUPABASE_URL: live.apiUrl,
      MEDIA_PORT: String(port),
      MEDIA_RTMP_PORT: String(rtmpPort),
      MEDIA_WORK_DIR: workDirs[workDirs.push(mkdtempSync(path.join(tmpdir(), 'media-child-'))) - 1],
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`media did not start: ${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d;
      if (out.includes('media ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`media exited (${code}): ${out}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => resolve({ code, signal })),
  );

describe.skipIf(!HAS_LIVE_MIGRATION)('media service: kill -9 and restart', () => {
  beforeAll(async () => {
    live = await startLiveStack();
    clip = await makeClip(4);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await live?.stop();
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the recording across a kill -9: the next take follows a discontinuity', async () => {
    const host = await live.member('Anfitriona');
    const event = await live.event(host.id);
    const [port, rtmpPort] = [await freePort(), await freePort()];

    const first = await spawnMedia(port, rtmpPort);
    const take1 = new IngestClient(port, event);
    expect(await take1.start(host.token)).toMatchObject({ type: 'ready', take: 1 });
    void take1.sendClip(clip, 4);
    await take1.next((m) => m.type === 'segment' && m.seq >= 1);
    first.kill('SIGKILL');
    await exited(first);
    expect((await take1.closed).code).toBe(1006);
    const stored = parseRecording(await (await live.publicGet(`${event}/recording.m3u8`)).text());
    expect(stored.map((t) => t.take)).toEqual([1]);
    const keptSegments = stored[0].segments.length;
    expect(keptSegments).toBeGreaterThanOrEqual(2);

    const second = await spawnMedia(port, rtmpPort);
    const take2 = new IngestClient(port, event);
    expect(await take2.start(host.token)).toMatchObject({ type: 'ready', take: 2, playlist_path: `${event}/2/live.m3u8` });
    await take2.sendClip(await makeClip(2), 2);
    take2.stop();
    expect((await take2.closed).code).toBe(1000);

    const text = await (await live.publicGet(`${event}/recording.m3u8`)).text();
    const takes = parseRecording(text);
    expect(takes.map((t) => t.take)).toEqual([1, 2]);
    expect(takes[0].segments).toEqual(stored[0].segments);
    expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    for (const s of takes.flatMap((t) => t.segments)) expect((await live.publicGet(`${event}/${s.uri}`)).status).toBe(200);
    const row = await live.broadcast(event);
    expect(row).toMatchObject({ state: 'ended', take: 2 });
    const total = takes.flatMap((t) => t.segments).reduce((sum, s) => sum + s.duration, 0);
    expect(Number(row!.recording_seconds)).toBeCloseTo(total, 1);

    // SIGTERM: a running take is flushed and marked lost, then the process exits 0.
    const take3 = new IngestClient(port, event);
    expect(await take3.start(host.token)).toMatchObject({ type: 'ready', take: 3 });
    void take3.sendClip(clip, 4);
    await take3.next((m) => m.type === 'segment');
    second.kill('SIGTERM');
    expect(await exited(second)).toEqual({ code: 0, signal: null });
    expect((await take3.closed).code).toBe(1001);
    expect(await live.broadcast(event)).toMatchObject({ state: 'lost', take: 3 });
  });
});
