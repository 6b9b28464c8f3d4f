// Media service, browser ingest against local-supabase: MediaRecorder-like WebM chunks → HLS in bucket live, segment
// messages, stop → ended with the recording; garbage and oversized chunks close only their own connection.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaServer } from '../../media/server.js';
import { HAS_LIVE_MIGRATION, IngestClient, makeClip, startLiveStack, startMedia, type LiveStack } from './support/media.js';
import { parseMediaPlaylist } from '../../media/hls/playlists.js';

let live: LiveStack;
let media: MediaServer;
let port: number;
let clip: Buffer;

/** The pid of the ffmpeg this process runs for an event's take (its work folder is named <event>-<take>-…). */
function ffmpegOf(eventId: number, take: number): number {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' }).split('\n');
  const line = lines.find((l) => l.includes('ffmpeg') && l.includes(`/${eventId}-${take}-`));
  if (!line) throw new Error(`no ffmpeg for ${eventId}/${take} among: ${lines.join(' | ')}`);
  return Number(line.trim().split(/\s+/)[0]);
}

describe.skipIf(!HAS_LIVE_MIGRATION)('media service: browser ingest', () => {
  beforeAll(async () => {
    live = await startLiveStack();
    ({ media, port } = await startMedia(live.apiUrl));
    clip = await makeClip(3);
  });
  afterAll(async () => {
    await media?.close();
    await live?.stop();
  });

  it('answers /health', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('turns a WebM H.264 + Opus stream into a live playlist and segments, then a finished recording', async () => {
    const host = await live.member('Anfitriona');
    const event = await live.event(host.id);
    const client = new IngestClient(port, event);
    const ready = await client.start(host.token);
    expect(ready).toMatchObject({ type: 'ready', take: 1, playlist_path: `${event}/1/live.m3u8`, recording_path: `${event}/recording.m3u8` });
    expect(await live.broadcast(event)).toMatchObject({ state: 'live', source: 'browser', take: 1 });

    const sending = client.sendClip(clip, 3);
    const first = await client.next((m) => m.type === 'segment');
    expect(first).toMatchObject({ type: 'segment', seq: 0 });
    expect(first.seconds).toBeGreaterThan(0.5);

    const playlist = await live.publicGet(`${event}/1/live.m3u8`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('cache-control')).toBe('no-cache');
    expect(await playlist.text()).toContain('seg-0.ts');
    const segment = await live.publicGet(`${event}/1/seg-0.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47); // MPEG-TS sync byte

    await sending;
    client.stop();
    expect((await client.closed).code).toBe(1000);
    const row = await live.broadcast(event);
    expect(row).toMatchObject({ state: 'ended' });
    expect(Math.abs(Number(row!.recording_seconds) - 3)).toBeLessThanOrEqual(1);

    const recording = await (await live.publicGet(`${event}/recording.m3u8`)).text();
    expect(recording).toMatch(/#EXT-X-ENDLIST\n$/);
    const entries = parseMediaPlaylist(recording);
    expect(entries.every((e) => e.uri.startsWith('1/seg-'))).toBe(true);
    expect(Math.abs(entries.reduce((s, e) => s + e.duration, 0) - 3)).toBeLessThanOrEqual(1);
    expect(await (await live.publicGet(`${event}/1/live.m3u8`)).text()).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(client.messages.filter((m) => m.type === 'segment').length).toBe(entries.length);
  });

  it('re-encodes a VP8 stream to H.264', async () => {
    const host = await live.member('Anfitrión VP8');
    const event = await live.event(host.id);
    const client = new IngestClient(port, event);
    expect(await client.start(host.token, 'video/webm;codecs=vp8,opus')).toMatchObject({ type: 'ready' });
    await client.sendClip(await makeClip(2, 'vp8'), 2);
    client.stop();
    expect((await client.closed).code).toBe(1000);
    expect(client.messages.filter((m) => m.type === 'segment').length).toBeGreaterThanOrEqual(2);
    expect((await live.publicGet(`${event}/1/seg-0.ts`)).status).toBe(200);
  });

  it('closes a garbage stream (4400) and an oversized chunk (4413) without disturbing another stream', async () => {
    const [a, b, c] = await Promise.all([live.member('A'), live.member('B'), live.member('C')]);
    const [eventA, eventB, eventC] = await Promise.all([live.event(a.id), live.event(b.id), live.event(c.id)]);
    const good = new IngestClient(port, eventA);
    expect(await good.start(a.token)).toMatchObject({ type: 'ready' });
    const sending = good.sendClip(clip, 3);
    await good.next((m) => m.type === 'segment');

    const garbage = new IngestClient(port, eventB);
    expect(await garbage.start(b.token)).toMatchObject({ type: 'ready' });
    garbage.ws.send(Buffer.from('this is not a webm stream at all'.repeat(100)));
    expect(await garbage.closed).toMatchObject({ code: 4400 });
    expect(garbage.messages.at(-1)).toMatchObject({ type: 'error', code: 'live_media_invalid' });

    const big = new IngestClient(port, eventC);
    expect(await big.start(c.token)).toMatchObject({ type: 'ready' });
    big.ws.send(Buffer.alloc(4 * 1024 * 1024 + 1));
    expect(await big.closed).toMatchObject({ code: 4413 });
    expect(big.messages.at(-1)).toMatchObject({ type: 'error', code: 'live_chunk_too_large' });

    const segmentsBefore = good.messages.filter((m) => m.type === 'segment').length;
    await sending;
    good.stop();
    expect((await good.closed).code).toBe(1000);
    expect(good.messages.filter((m) => m.type === 'segment').length).toBeGreaterThan(segmentsBefore);
    expect(await live.broadcast(eventA)).toMatchObject({ state: 'ended' });
    expect(await live.broadcast(eventB)).toMatchObject({ state: 'lost' });
    expect(await live.objects(eventB)).toEqual([]);
    expect(await live.objects(eventC)).toEqual([]);
  });

  it('an ffmpeg killed mid-stream ends that stream only (1011, lost)', async () => {
    const [a, b] = await Promise.all([live.member('A'), live.member('B')]);
    const [eventA, eventB] = await Promise.all([live.event(a.id), live.event(b.id)]);
    const [victim, other] = [new IngestClient(port, eventA), new IngestClient(port, eventB)];
    expect(await victim.start(a.token)).toMatchObject({ type: 'ready' });
    expect(await other.start(b.token)).toMatchObject({ type: 'ready' });
    void victim.sendClip(clip, 3);
    const sending = other.sendClip(clip, 3);
    await victim.next((m) => m.type === 'segment');
    process.kill(ffmpegOf(eventA, 1), 'SIGKILL');
    expect(await victim.closed).toMatchObject({ code: 1011 });
    expect(victim.messages.at(-1)).toMatchObject({ type: 'error', code: 'live_media_failed' });
    expect(await live.broadcast(eventA)).toMatchObject({ state: 'lost' });
    await sending;
    other.stop();
    expect((await other.closed).code).toBe(1000);
    expect(await live.broadcast(eventB)).toMatchObject({ state: 'ended' });
    expect(other.messages.filter((m) => m.type === 'segment').length).toBeGreaterThanOrEqual(3);
  });
});
