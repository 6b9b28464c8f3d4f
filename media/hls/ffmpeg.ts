// ffmpeg: which binary (the npm package's, else PATH) and the arguments that turn one ingest stream into ~1 s HLS.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What arrives on ffmpeg's stdin. */
export interface IngestInput {
  container: 'webm' | 'flv';
  /** VP8/VP9 from the browser: re-encode to H.264; H.264 is copied. */
  transcodeVideo: boolean;
}

/** ffmpeg's own playlist in the take's work folder; we read it to learn which segments are complete. */
export const FFMPEG_PLAYLIST = 'ffmpeg.m3u8';

/** The ffmpeg binary: an explicit path, else @ffmpeg-installer/ffmpeg's, else `ffmpeg` on PATH. */
export function resolveFfmpeg(explicit?: string): string {
  if (explicit) return explicit;
  try {
    const installed: string = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
    if (existsSync(installed)) return installed;
  } catch {
    // Why: the package throws on a platform it has no binary for; PATH is the fallback then.
  }
  return 'ffmpeg';
}

/** The browser's MediaRecorder type: H.264 (Chromium's `video/webm;codecs=h264,opus`) is copied, anything else re-encoded. */
export function inputForMime(mime: string | undefined): IngestInput {
  const codecs = (mime ?? '').toLowerCase();
  return { container: 'webm', transcodeVideo: !/\b(h264|avc1)/.test(codecs) };
}

/** ffmpeg arguments: stdin in the given container → `seg-<n>.ts` (~1 s) and ffmpeg.m3u8 listing every finished one. */
export function hlsArgs(input: IngestInput, outDir: string): string[] {
  const video = input.transcodeVideo
    ? ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-force_key_frames', 'expr:gte(t,n_forced*1)']
    : ['-c:v', 'copy'];
  // RTMP audio is AAC already (OBS, encoders); the browser's Opus is not playable in HLS players.
  const audio = input.container === 'flv' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k'];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    input.container === 'flv' ? 'flv' : 'matroska',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0?',
    '-map',
    '0:a:0?',
    ...video,
    ...audio,
    '-max_muxing_queue_size',
    '1024',
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_list_size',
    '0',
    '-hls_segment_filename',
    path.join(outDir, 'seg-%d.ts'),
    path.join(outDir, FFMPEG_PLAYLIST),
  ];
}
