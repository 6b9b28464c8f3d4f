// Browser ingest protocol with a fake token check and fake takes: buffering before 'ready', stop, loss, refusals.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { refusal } from '../errors.js';
import { RefusedError, type ActiveTake, type LiveTakes, type StartRequest, type TakeOwner } from '../live/takes.js';
import { handleBrowserIngest } from './session.js';

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);

interface Fake {
  port: number;
  requests: StartRequest[];
  written: Buffer[];
  finished: string[];
  owner?: TakeOwner;
  close(): Promise<void>;
}

async function serve(startDelayMs = 0, refuseWith?: string): Promise<Fake> {
  const fake = { requests: [], written: [], finished: [] } as unknown as Fake;
  const takes = {
    async start(req: StartRequest, owner: TakeOwner): Promise<ActiveTake> {
      fake.requests.push(req);
      fake.owner = owner;
      await new Promise((r) => setTimeout(r, startDelayMs));
      if (refuseWith) throw new RefusedError(refusal(refuseWith, 'Texto de la base de datos.'));
      return {
        info: { event_id: 42, take: 3, playlist_path: '42/3/live.m3u8', recording_path: '42/recording.m3u8', ends_at: null },
        write: (chunk) => (fake.written.push(chunk), true),
        onDrain: () => undefined,
        finish: async (reason) => void fake.finished.push(reason),
      };
    },
  } as unknown as LiveTakes;
  const verifyToken = async (token: string) => {
    if (token === 'boom') throw new Error('jwks unreachable');
    return token === 'good' ? 'user-1' : null;
  };
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => handleBrowserIngest(ws, 42, { takes, verifyToken, log: () => undefined }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.port = (server.address() as AddressInfo).port;
  fake.close = async () => {
    for (const c of wss.clients) c.terminate();
    await new Promise((r) => server.close(r));
  };
  return fake;
}

function connect(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/live/42`);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (d, binary) => !binary && messages.push(JSON.parse(String(d))));
  const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
  const opened = new Promise<void>((r) => ws.once('open', () => r()));
  return { ws, messages, closed, opened };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

let fake: Fake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('browser ingest session', () => {
  it('keeps chunks sent before ready, feeds them in order, and stop finishes the take (1000)', async () => {
    fake = await serve(100);
    const c = connect(fake.port);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'start', access_token: 'good', mime: 'video/webm;codecs=h264,opus' }));
    c.ws.send(EBML);
    c.ws.send(Buffer.from('second'));
    await until(() => c.messages.length > 0);
    expect(c.messages[0]).toMatchObject({ type: 'ready', take: 3, playlist_path: '42/3/live.m3u8' });
    expect(fake.requests[0]).toMatchObject({ source: 'browser', eventId: 42, host: 'user-1', input: { transcodeVideo: false } });
    c.ws.send(Buffer.from('third'));
    fake.owner!.onSegment({ seq: 0, seconds: 1, recordingSeconds: 1 });
    c.ws.send(JSON.stringify({ type: 'stop' }));
    expect(await c.closed).toBe(1000);
    expect(fake.written.map(String)).toEqual([String(EBML), 'second', 'third']);
    expect(fake.finished).toEqual(['finished']);
    expect(c.messages[1]).toEqual({ type: 'segment', seq: 0, seconds: 1, recording_seconds: 1 });
  });

  it("takes the WebM magic split over chunks, as Chromium's MediaRecorder sends it (its first chunk is one byte)", async () => {
    fake = await serve();
    const c = connect(fake.port);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'start', access_token: 'good', mime: 'video/webm;codecs=h264,opus' }));
    await until(() => c.messages.length > 0);
    c.ws.send(EBML.subarray(0, 1));
    c.ws.send(EBML.subarray(1));
    c.ws.send(Buffer.from('more'));
    await until(() => fake!.written.length === 3);
    expect(Buffer.concat(fake.written.slice(0, 2).map((w) => Buffer.from(w as Buffer)))).toEqual(EBML);
    c.ws.send(JSON.stringify({ type: 'stop' }));
    expect(await c.closed).toBe(1000);
  });

  it('a close without stop is a lost take', async () => {
    fake = await serve();
    const c = connect(fake.port);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'start', access_token: 'good' }));
    await until(() => c.messages.length > 0);
    c.ws.close();
    await until(() => fake!.finished.length > 0);
    expect(fake.finished).toEqual(['lost']);
  });

  it('passes on a database refusal with its Spanish detail and close code', async () => {
    fake = await serve(0, 'live_outside_window');
    const c = connect(fake.port);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'start', access_token: 'good' }));
    expect(await c.closed).toBe(4409);
    expect(c.messages).toEqual([{ type: 'error', code: 'live_outside_window', message: 'Texto de la base de datos.' }]);
  });

  it('an unreachable key set is an outage (1011), not a bad token', async () => {
    fake = await serve();
    const c = connect(fake.port);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'start', access_token: 'boom' }));
    expect(await c.closed).toBe(1011);
    expect(c.messages[0]).toMatchObject({ code: 'live_unavailable' });
    expect(fake.requests).toEqual([]);
  });

  it('closes with the code the takes give when they end the take (a newer take replaced it: 4410)', async () => {
    fake = await serve();
    const c = connect(fake.port);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'start', access_token: 'good' }));
    await until(() => c.messages.length > 0);
    fake.owner!.onClosed(refusal('live_replaced'));
    expect(await c.closed).toBe(4410);
    expect(c.messages.at(-1)).toMatchObject({ type: 'error', code: 'live_replaced' });
  });

  it('refuses a first message that is not start, and media that is not WebM', async () => {
    fake = await serve();
    const a = connect(fake.port);
    await a.opened;
    a.ws.send('hello');
    expect(await a.closed).toBe(4401);
    const b = connect(fake.port);
    await b.opened;
    b.ws.send(JSON.stringify({ type: 'start', access_token: 'good' }));
    await until(() => b.messages.length > 0);
    b.ws.send(Buffer.from('RIFF....AVI '));
    expect(await b.closed).toBe(4400);
    expect(fake.finished).toEqual(['lost']);
  });
});
