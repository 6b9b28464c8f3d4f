// One browser broadcast over a WebSocket: start (token → host → take), MediaRecorder chunks → ffmpeg, stop.
import type WebSocket from 'ws';
import { refusal, type IngestRefusal } from '../errors.js';
import { inputForMime } from '../hls/ffmpeg.js';
import { RefusedError, type ActiveTake, type LiveTakes } from '../live/takes.js';
import type { TokenVerifier } from './verify-token.js';

/** A MediaRecorder chunk above this closes the connection with 4413. */
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;
/** Chunks received before 'ready' are kept up to this much. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;
const START_TIMEOUT_MS = 10_000;
/** Every WebM stream opens with an EBML header. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export interface BrowserDeps {
  takes: LiveTakes;
  verifyToken: TokenVerifier;
  log: (line: string) => void;
}

type State = 'awaiting-start' | 'starting' | 'live' | 'closing';

export function handleBrowserIngest(ws: WebSocket, eventId: number, deps: BrowserDeps): void {
  let state: State = 'awaiting-start';
  let take: ActiveTake | null = null;
  let head = Buffer.alloc(0);
  let stopAsked = false;
  const pending: Buffer[] = [];
  let pendingBytes = 0;

  const send = (message: object) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  const refuse = (why: IngestRefusal) => {
    if (state === 'closing') return;
    state = 'closing';
    clearTimeout(startTimer);
    send({ type: 'error', code: why.code, message: why.message });
    ws.close(why.close, why.code);
    void take?.finish('lost');
  };

  const startTimer = setTimeout(() => refuse(refusal('live_auth_required')), START_TIMEOUT_MS);

  const feed = (chunk: Buffer) => {
    if (!take || take.write(chunk)) return;
    // Why: ffmpeg is behind; stop reading the socket until it drains instead of buffering without bound.
    ws.pause();
    take.onDrain(() => ws.resume());
  };

  const finish = async () => {
    state = 'closing';
    await take?.finish('finished');
    if (ws.readyState === ws.OPEN) ws.close(1000, 'finished');
  };

  const start = async (message: { access_token?: unknown; mime?: unknown }) => {
    state = 'starting';
    clearTimeout(startTimer);
    let host: string | null;
    try {
      host = typeof message.access_token === 'string' ? await deps.verifyToken(message.access_token) : null;
    } catch (error) {
      deps.log(`token check for event ${eventId}: ${error}`);
      return refuse(refusal('live_unavailable'));
    }
    if (!host) return refuse(refusal('live_auth_required'));
    if (state !== 'starting') return;
    try {
      take = await deps.takes.start(
        { source: 'browser', eventId, host, input: inputForMime(typeof message.mime === 'string' ? message.mime : undefined) },
        {
          onSegment: (s) => send({ type: 'segment', seq: s.seq, seconds: s.seconds, recording_seconds: s.recordingSeconds }),
          onClosed: refuse,
        },
      );
    } catch (error) {
      return refuse(error instanceof RefusedError ? error.refusal : refusal('live_unavailable'));
    }
    if (state !== 'starting') {
      // The socket closed while the take was being started.
      void take.finish('lost');
      return;
    }
    state = 'live';
    send({ type: 'ready', take: take.info.take, playlist_path: take.info.playlist_path, recording_path: take.info.recording_path, ends_at: take.info.ends_at });
    for (const chunk of pending.splice(0)) feed(chunk);
    pendingBytes = 0;
    if (stopAsked) await finish();
  };

  const onBinary = (chunk: Buffer) => {
    if (chunk.length > MAX_CHUNK_BYTES) return refuse(refusal('live_chunk_too_large'));
    if (state === 'awaiting-start') return refuse(refusal('live_auth_required'));
    // Chromium hands over the file's very first byte as a chunk of its own: the magic is checked on the first four
    // bytes received, however they were split.
    if (head.length < EBML_MAGIC.length) {
      head = Buffer.concat([head, chunk.subarray(0, EBML_MAGIC.length - head.length)]);
      const expected = EBML_MAGIC.subarray(0, head.length);
      if (!head.equals(expected)) return refuse(refusal('live_media_invalid'));
    }
    if (state === 'starting') {
      pendingBytes += chunk.length;
      if (pendingBytes > MAX_PENDING_BYTES) return refuse(refusal('live_chunk_too_large'));
      pending.push(chunk);
      return;
    }
    feed(chunk);
  };

  const onText = (text: string) => {
    let message: { type?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      message = {};
    }
    if (state === 'awaiting-start') {
      if (message.type === 'start') void start(message as { access_token?: unknown; mime?: unknown });
      else refuse(refusal('live_auth_required'));
    } else if (message.type === 'stop') {
      if (state === 'live') void finish();
      else if (state === 'starting') stopAsked = true;
    }
  };

  ws.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (state === 'closing') return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) onBinary(bytes);
    else onText(bytes.toString('utf8'));
  });

  ws.on('close', () => {
    clearTimeout(startTimer);
    if (state === 'closing') return;
    state = 'closing';
    void take?.finish('lost');
  });
  ws.on('error', (error) => deps.log(`ws event ${eventId}: ${error.message}`));
}
