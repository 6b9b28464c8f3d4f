import { describe, expect, it } from 'vitest';
import { broadcastFrom, broadcastWindow, liveMediaUrl, newerBroadcast, videoStage, type LiveBroadcast } from './broadcast';

const on: LiveBroadcast = { event_id: 7, state: 'live', take: 2, playlist_path: '7/2/live.m3u8', recording_path: '7/recording.m3u8', recording_seconds: 12 };

describe('videoStage', () => {
  it('shows the countdown before the start even when the host is on air early', () => {
    expect(videoStage('pending', on)).toBe('countdown');
    expect(videoStage('pending', null)).toBe('countdown');
  });
  it('in the window follows the host: on air, signal lost, waiting, finished', () => {
    expect(videoStage('live', on)).toBe('on-air');
    expect(videoStage('live', { ...on, state: 'lost' })).toBe('lost');
    expect(videoStage('live', { ...on, state: 'idle' })).toBe('waiting');
    expect(videoStage('live', null)).toBe('waiting');
    expect(videoStage('live', { ...on, playlist_path: null })).toBe('waiting');
    expect(videoStage('live', { ...on, state: 'ended' })).toBe('ended');
  });
  it('after the window always shows the ended card', () => {
    expect(videoStage('ended', on)).toBe('ended');
  });
});

describe('liveMediaUrl', () => {
  it('keeps site URLs and turns bucket paths into public storage URLs', () => {
    expect(liveMediaUrl('/media/video/sample-1/index.m3u8', 'http://api')).toBe('/media/video/sample-1/index.m3u8');
    expect(liveMediaUrl('https://cdn.example/x.m3u8', 'http://api')).toBe('https://cdn.example/x.m3u8');
    expect(liveMediaUrl('7/2/live.m3u8', 'http://api:54321/')).toBe('http://api:54321/storage/v1/object/public/live/7/2/live.m3u8');
  });
});

describe('broadcastFrom', () => {
  it('reads a row or a payload and refuses anything else', () => {
    expect(broadcastFrom({ ...on, recording_seconds: '12.5', server_time: 'x' })).toEqual({ ...on, recording_seconds: 12.5 });
    expect(broadcastFrom({ ...on, state: 'on' })).toBeNull();
    expect(broadcastFrom({ state: 'live' })).toBeNull();
    expect(broadcastFrom(null)).toBeNull();
  });
});

describe('newerBroadcast', () => {
  it('never lets a late message of an older take replace the current one', () => {
    expect(newerBroadcast(on, { ...on, take: 1, state: 'lost' })).toBe(on);
    const next = { ...on, state: 'ended' as const };
    expect(newerBroadcast(on, next)).toBe(next);
    expect(newerBroadcast(null, on)).toBe(on);
  });
});

describe('broadcastWindow', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    const start = 1_000_000_000;
    expect(broadcastWindow(start, start + 3_600_000, start - 15 * 60_000 - 1)).toBe('early');
    expect(broadcastWindow(start, start + 3_600_000, start - 15 * 60_000)).toBe('open');
    expect(broadcastWindow(start, start + 3_600_000, start + 3_599_999)).toBe('open');
    expect(broadcastWindow(start, start + 3_600_000, start + 3_600_000)).toBe('over');
  });
});
