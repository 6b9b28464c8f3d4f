// BroadcastSession against stand-ins for the browser's WebSocket and MediaRecorder (browser APIs, not our backend; the
// real service is exercised by the live broadcast journeys): a cut reconnects with a fresh recorder, a refusal ends
// with the service's words, 'Finalizar' sends the last chunk and then 'stop'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BroadcastSession, type BroadcastPhase } from './broadcast-session';

class FakeSocket {
  static OPEN = 1;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = 0;
  bufferedAmount = 0;
  sent: unknown[] = [];
  onopen?: () => void;
  onmessage?: (e: { data: unknown }) => void;
  onclose?: (e: { code: number }) => void;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code = 1005) {
    this.drop(code);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  say(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

class FakeRecorder {
  static all: FakeRecorder[] = [];
  static isTypeSupported = (t: string) => t.includes('h264');
  state = 'inactive';
  ondataavailable?: (e: { data: { size: number } }) => void;
  onstop?: () => void;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {
    FakeRecorder.all.push(this);
  }
  start() {
    this.state = 'recording';
  }
  chunk(size: number) {
    this.ondataavailable?.({ data: { size } });
  }
  stop() {
    this.state = 'inactive';
    this.chunk(10);
    this.onstop?.();
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function session(token: string | null = 'token') {
  const phases: BroadcastPhase[] = [];
  const failures: string[] = [];
  const s = new BroadcastSession(7, {} as MediaStream, async () => token, { phase: (p) => phases.push(p), failed: (r) => failures.push(r) });
  return { s, phases, failures };
}

beforeEach(() => {
  FakeSocket.all = [];
  FakeRecorder.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BroadcastSession', () => {
  it('authenticates with the token, records H.264 once the service is ready and sends every chunk', async () => {
    const { s, phases } = session();
    s.start();
    await flush();
    const socket = FakeSocket.all[0];
    expect(socket.url).toBe('ws://127.0.0.1:54330/live/7');
    socket.open();
    expect(JSON.parse(String(socket.sent[0]))).toEqual({ type: 'start', access_token: 'token', mime: 'video/webm;codecs=h264,opus' });
    expect(FakeRecorder.all).toHaveLength(0);
    socket.say({ type: 'ready', take: 1 });
    expect(FakeRecorder.all).toHaveLength(1);
    FakeRecorder.all[0].chunk(1000);
    expect(socket.sent).toHaveLength(2);
    expect(phases).toEqual(['connecting', 'live']);
    expect(s.startedAt).not.toBeNull();
  });

  it('after a cut reconnects by itself with a fresh recorder (a new file header) and goes live again', async () => {
    vi.useFakeTimers();
    const { s, phases, failures } = session();
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    FakeSocket.all[0].say({ type: 'ready', take: 1 });
    const firstStart = s.startedAt;
    FakeSocket.all[0].drop(1006);
    expect(FakeRecorder.all[0].state).toBe('inactive');
    expect(phases.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].open();
    FakeSocket.all[1].say({ type: 'ready', take: 2 });
    expect(FakeRecorder.all).toHaveLength(2);
    expect(phases.at(-1)).toBe('live');
    expect(s.startedAt).toBe(firstStart);
    expect(failures).toEqual([]);
  });

  it('ends on a refusal with the service words and never retries it', async () => {
    vi.useFakeTimers();
    const { s, phases, failures } = session();
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    FakeSocket.all[0].say({ type: 'error', code: 'live_outside_window', message: 'Fuera de horario' });
    FakeSocket.all[0].drop(4409);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(failures).toEqual(['Fuera de horario']);
    expect(phases.at(-1)).toBe('idle');
  });

  it('without a session asks to sign in again and opens nothing', async () => {
    const { s, failures } = session(null);
    s.start();
    await flush();
    expect(FakeSocket.all).toHaveLength(0);
    expect(failures[0]).toMatch(/iniciar sesión/);
  });

  it("'Finalizar' sends the recorder's last chunk, then 'stop', and ends when the service closes", async () => {
    const { s, phases } = session();
    s.start();
    await flush();
    const socket = FakeSocket.all[0];
    socket.open();
    socket.say({ type: 'ready', take: 1 });
    s.stop();
    expect(socket.sent.at(-2)).toEqual({ size: 10 });
    expect(JSON.parse(String(socket.sent.at(-1)))).toEqual({ type: 'stop' });
    socket.drop(1000);
    expect(phases.slice(-2)).toEqual(['stopping', 'idle']);
  });
});
