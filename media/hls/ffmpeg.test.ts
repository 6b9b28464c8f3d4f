// ffmpeg arguments: copy H.264, re-encode VP8/VP9 with forced 1 s keyframes, RTMP's FLV copied; the binary resolves.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hlsArgs, inputForMime, resolveFfmpeg } from './ffmpeg.js';

describe('ffmpeg arguments', () => {
  it('copies Chromium H.264 and re-encodes its Opus to AAC', () => {
    const input = inputForMime('video/webm;codecs=h264,opus');
    expect(input).toEqual({ container: 'webm', transcodeVideo: false });
    const args = hlsArgs(input, '/tmp/x').join(' ');
    expect(args).toContain('-f matroska -i pipe:0');
    expect(args).toContain('-c:v copy');
    expect(args).toContain('-c:a aac');
    expect(args).not.toContain('force_key_frames');
    expect(args).toContain('-hls_time 1');
    expect(args).toMatch(/-hls_segment_filename \/tmp\/x\/seg-%d\.ts \/tmp\/x\/ffmpeg\.m3u8$/);
    expect(inputForMime('video/x-matroska;codecs=avc1.42E01E').transcodeVideo).toBe(false);
  });

  it('re-encodes VP8 and VP9 with libx264 veryfast zerolatency and a keyframe each second', () => {
    for (const mime of ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9', 'video/webm', undefined]) {
      const args = hlsArgs(inputForMime(mime), '/tmp/x').join(' ');
      expect(args).toContain('-c:v libx264 -preset veryfast -tune zerolatency');
      expect(args).toContain('-force_key_frames expr:gte(t,n_forced*1)');
    }
  });

  it('copies both codecs of an RTMP stream', () => {
    const args = hlsArgs({ container: 'flv', transcodeVideo: false }, '/o').join(' ');
    expect(args).toContain('-f flv -i pipe:0');
    expect(args).toContain('-c:v copy -c:a copy');
  });

  it('finds the packaged binary', () => {
    expect(resolveFfmpeg('/opt/ff')).toBe('/opt/ff');
    const found = resolveFfmpeg();
    expect(found === 'ffmpeg' || existsSync(found)).toBe(true);
  });
});
