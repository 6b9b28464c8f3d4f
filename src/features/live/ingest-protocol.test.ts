import { describe, expect, it } from 'vitest';
import {
  RateMeter,
  connectionStruggles,
  formatBitrate,
  formatElapsed,
  parseIngestMessage,
  reconnectDelay,
  recorderMimeType,
  refusalText,
  shouldReconnect,
} from './ingest-protocol';

describe('parseIngestMessage', () => {
  it('reads the service messages and ignores anything else', () => {
    expect(parseIngestMessage('{"type":"ready","take":3,"playlist_path":"7/3/live.m3u8"}')).toEqual({ type: 'ready', take: 3 });
    expect(parseIngestMessage('{"type":"segment","seq":4,"seconds":1.02}')).toEqual({ type: 'segment', seq: 4, seconds: 1.02 });
    expect(parseIngestMessage('{"type":"error","code":"not_live_host","message":"Solo el anfitrión"}')).toEqual({ type: 'error', code: 'not_live_host', message: 'Solo el anfitrión' });
    expect(parseIngestMessage('not json')).toBeNull();
    expect(parseIngestMessage('{"type":"ready"}')).toBeNull();
    expect(parseIngestMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('closing', () => {
  it('reconnects after cuts, never after a stop or a refusal', () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1011)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(1000)).toBe(false);
    expect(shouldReconnect(4403)).toBe(false);
    expect(shouldReconnect(4409)).toBe(false);
  });
  it('backs off 1, 2, 4 then 5 seconds', () => {
    expect([0, 1, 2, 3, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
  it('prefers the service words, then the text for the code', () => {
    expect(refusalText(4409, 'Mensaje del servidor')).toBe('Mensaje del servidor');
    expect(refusalText(4409, null)).toMatch(/15 minutos antes/);
    expect(refusalText(4999, null)).toMatch(/servicio de video/);
  });
});

describe('recorderMimeType', () => {
  it('prefers H.264 so the service copies it', () => {
    expect(recorderMimeType(() => true)).toBe('video/webm;codecs=h264,opus');
    expect(recorderMimeType((t) => t.includes('vp8'))).toBe('video/webm;codecs=vp8,opus');
    expect(recorderMimeType(() => false)).toBeNull();
  });
});

describe('RateMeter and connectionStruggles', () => {
  it('counts the last two seconds only', () => {
    const m = new RateMeter(2000);
    m.add(250_000, 0);
    m.add(250_000, 1000);
    expect(m.bitsPerSecond(1500)).toBe(2_000_000);
    expect(m.bitsPerSecond(2500)).toBe(1_000_000);
    expect(m.bitsPerSecond(5000)).toBe(0);
  });
  it('flags a socket holding more than three seconds of stream', () => {
    expect(connectionStruggles(100_000, 2_000_000)).toBe(false);
    expect(connectionStruggles(800_000, 2_000_000)).toBe(true);
    expect(connectionStruggles(200_000, 0)).toBe(false);
  });
});

describe('formatting', () => {
  it('writes bitrate and elapsed time the Spanish way', () => {
    expect(formatBitrate(2_400_000)).toBe('2,4 Mbps');
    expect(formatBitrate(850_000)).toBe('850 kbps');
    expect(formatElapsed(309_500)).toBe('00:05:09');
    expect(formatElapsed(3_726_000)).toBe('01:02:06');
  });
});
