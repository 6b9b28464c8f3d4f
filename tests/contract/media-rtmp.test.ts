// Media service, RTMP ingest against local-supabase: ffmpeg pushes a test pattern with the host's stream key → live
// playlist and segments in bucket live; the encoder's clean stop ends the broadcast with its recording.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaServer } from '../../media/server.js';
import { parseMediaPlaylist } from '../../media/hls/playlists.js';
import { HAS_LIVE_MIGRATION, pushRtmp, startLiveStack, startMedia, type LiveStack } from './support/media.js';
import { waitFor } from './stack-process.js';

let live: LiveStack;
let media: MediaServer;
let rtmpPort: number;

describe.skipIf(!HAS_LIVE_MIGRATION)('media service: RTMP ingest', () => {
  beforeAll(async () => {
    live = await startLiveStack();
    ({ media, rtmpPort } = await startMedia(live.apiUrl));
  });
  afterAll(async () => {
    await media?.close();
    await live?.stop();
  });

  it('packages a pushed stream as HLS while it plays, and ends it when the encoder stops', async () => {
    const host = await live.member('Anfitrión OBS');
    const event = await live.event(host.id, 5);
    const key = await live.streamKey(host.token, event);
    const push = pushRtmp(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 4);

    const playlist = await waitFor(
      async () => {
        const res = await live.publicGet(`${event}/1/live.m3u8`);
        return res.ok && (await res.text());
      },
      10_000,
      'the live playlist',
    );
    expect(playlist).toContain('seg-0.ts');
    expect(await live.broadcast(event)).toMatchObject({ state: 'live', source: 'rtmp', take: 1 });
    const segment = await live.publicGet(`${event}/1/seg-0.ts`);
    expect(segment.status).toBe(200);
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);

    expect(await push).toMatchObject({ ok: true });
    const row = await waitFor(async () => {
      const r = await live.broadcast(event);
      return r?.state === 'ended' && r;
    }, 10_000, 'the broadcast to end');
    expect(Math.abs(Number(row.recording_seconds) - 4)).toBeLessThanOrEqual(1);
    const recording = parseMediaPlaylist(await (await live.publicGet(`${event}/recording.m3u8`)).text());
    expect(recording.length).toBeGreaterThanOrEqual(3);
    expect(await (await live.publicGet(`${event}/1/live.m3u8`)).text()).toMatch(/#EXT-X-ENDLIST\n$/);
  });
});
