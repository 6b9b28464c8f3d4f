// One take through the real ffmpeg with a fake Supabase: segments, playlists and heartbeats in order; unreadable input.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { SupabaseApi } from '../supabase-api.js';
import { resolveFfmpeg } from './ffmpeg.js';
import { parseMediaPlaylist } from './playlists.js';
import { Recording } from './recording.js';
import { TakePipeline, type SegmentDone, type TakeFailure } from './take-pipeline.js';

const FFMPEG = resolveFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'media-pipeline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeApi() {
  const calls: string[] = [];
  const objects = new Map<string, string | Buffer>();
  const api: SupabaseApi = {
    rpc: async (fn, args) => void calls.push(`rpc ${fn} ${JSON.stringify(args)}`) as never,
    upload: async (_bucket, objectPath, body, contentType) => {
      calls.push(`upload ${objectPath} ${contentType}`);
      objects.set(objectPath, body);
    },
    download: async () => null,
  };
  return { api, calls, objects };
}

async function pipeline(api: SupabaseApi, name: string) {
  const segments: SegmentDone[] = [];
  const failures: TakeFailure[] = [];
  const take = new TakePipeline({
    info: { eventId: 9, take: 2, playlistPath: '9/2/live.m3u8' },
    input: { container: 'webm', transcodeVideo: false },
    ffmpegPath: FFMPEG,
    dir: path.join(dir, name),
    api,
    recording: await Recording.load(api, '9/recording.m3u8'),
    onSegment: (s) => segments.push(s),
    onFailure: (why) => failures.push(why),
    log: () => undefined,
  });
  await take.start();
  return { take, segments, failures };
}

describe('TakePipeline', () => {
  it('uploads each segment, then the live playlist, the recording and the heartbeat; finish closes the playlist', async () => {
    const clip = path.join(dir, 'clip.mkv');
    await promisify(execFile)(FFMPEG, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'libopus', '-f', 'matroska', clip],
    ]);
    const { api, calls, objects } = fakeApi();
    const { take, segments, failures } = await pipeline(api, 'ok');
    take.write(readFileSync(clip));
    await take.finish(true);

    expect(failures).toEqual([]);
    expect(segments.map((s) => s.seq)).toEqual([0, 1, 2]);
    expect(segments.at(-1)!.recordingSeconds).toBeCloseTo(3, 0);
    expect(calls.slice(0, 4)).toEqual([
      'upload 9/2/seg-0.ts video/mp2t',
      'upload 9/2/live.m3u8 application/vnd.apple.mpegurl',
      'upload 9/recording.m3u8 application/vnd.apple.mpegurl',
      `rpc live_ingest_segment {"event_id":9,"take":2,"recording_seconds":${segments[0].seconds}}`,
    ]);
    const live = String(objects.get('9/2/live.m3u8'));
    expect(parseMediaPlaylist(live).map((e) => e.uri)).toEqual(['seg-0.ts', 'seg-1.ts', 'seg-2.ts']);
    expect(live).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(parseMediaPlaylist(String(objects.get('9/recording.m3u8'))).map((e) => e.uri)).toEqual(['2/seg-0.ts', '2/seg-1.ts', '2/seg-2.ts']);
  });

  it('reports input ffmpeg cannot read as invalid, and writes nothing', async () => {
    const { api, calls } = fakeApi();
    const { take, failures } = await pipeline(api, 'bad');
    take.write(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 0xff)]));
    for (let i = 0; i < 100 && failures.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(failures).toEqual(['invalid']);
    await take.finish(false);
    expect(calls).toEqual([]);
  });
});
