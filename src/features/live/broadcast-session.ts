// One broadcast from the browser studio, outside React: a MediaRecorder of the chosen stream sends WebM chunks over the
// media service's WebSocket, authenticated by the host's access token; a cut reconnects by itself with a fresh recorder
// (a new file header for the new connection), a refusal ends it with the service's Spanish reason.
import {
  INGEST_UNREACHABLE,
  RateMeter,
  connectionStruggles,
  parseIngestMessage,
  reconnectDelay,
  recorderMimeType,
  refusalText,
  shouldReconnect,
} from './ingest-protocol';
import { ingestSocketUrl } from './media-endpoints';

export type BroadcastPhase = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stopping';

export interface SessionListener {
  phase(phase: BroadcastPhase): void;
  /** The broadcast ended for good with this reason (Spanish). */
  failed(reason: string): void;
}

/** MediaRecorder hands over a chunk this often (ms): small chunks keep the delay to viewers short. */
const TIMESLICE_MS = 250;
/** How long 'Finalizar transmisión' waits for the service to confirm before closing the socket itself. */
const STOP_WAIT_MS = 5000;
const NO_RECORDER = 'Tu navegador no puede grabar video para transmitir. Usa un navegador actualizado o transmite con OBS.';

export class BroadcastSession {
  private socket: WebSocket | null = null;
  private recorder: MediaRecorder | null = null;
  private stopping = false;
  private over = false;
  private attempt = 0;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private readonly meter = new RateMeter();
  /** When the service first accepted the stream (local clock). */
  startedAt: number | null = null;

  constructor(
    private readonly eventId: number,
    private readonly stream: MediaStream,
    private readonly getToken: () => Promise<string | null>,
    private readonly listener: SessionListener,
  ) {}

  start(): void {
    this.listener.phase('connecting');
    this.connect().catch(() => this.fail(INGEST_UNREACHABLE));
  }

  /** 'Finalizar transmisión': the recorder's last chunk goes out first, then 'stop'; the service closes when done. */
  stop(): void {
    if (this.stopping || this.over) return;
    this.stopping = true;
    clearTimeout(this.retryTimer);
    this.listener.phase('stopping');
    const socket = this.socket;
    if (!socket) return this.end();
    if (this.recorder?.state === 'recording') this.recorder.stop();
    else if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'stop' }));
    setTimeout(() => socket.readyState !== WebSocket.CLOSED && socket.close(1000), STOP_WAIT_MS);
  }

  /** The page goes away: everything closes at once (the service marks the signal lost). */
  dispose(): void {
    this.over = true;
    clearTimeout(this.retryTimer);
    if (this.recorder?.state === 'recording') this.recorder.stop();
    this.socket?.close();
  }

  stats(now: number): { bitsPerSecond: number; struggling: boolean } {
    const bitsPerSecond = this.meter.bitsPerSecond(now);
    return { bitsPerSecond, struggling: connectionStruggles(this.socket?.bufferedAmount ?? 0, bitsPerSecond) };
  }

  private end(): void {
    this.over = true;
    this.listener.phase('idle');
  }

  private fail(reason: string): void {
    if (this.over) return;
    this.end();
    this.listener.failed(reason);
  }

  private async connect(): Promise<void> {
    const token = await this.getToken();
    if (this.over || this.stopping) return;
    if (!token) return this.fail(refusalText(4401, null));
    const mimeType = recorderMimeType((t) => MediaRecorder.isTypeSupported(t));
    if (!mimeType) return this.fail(NO_RECORDER);
    const socket = new WebSocket(ingestSocketUrl(this.eventId));
    this.socket = socket;
    let serverMessage: string | null = null;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'start', access_token: token, mime: mimeType }));
    socket.onmessage = (e) => {
      const message = parseIngestMessage(e.data);
      if (message?.type === 'error') serverMessage = message.message;
      if (message?.type === 'ready' && !this.recorder) this.record(socket, mimeType);
    };
    socket.onclose = (e) => {
      if (this.recorder?.state === 'recording') this.recorder.stop();
      this.recorder = null;
      this.socket = null;
      if (this.over) return;
      if (this.stopping) return this.end();
      if (!shouldReconnect(e.code)) return this.fail(refusalText(e.code, serverMessage));
      this.listener.phase('reconnecting');
      this.retryTimer = setTimeout(() => this.connect().catch(() => this.fail(INGEST_UNREACHABLE)), reconnectDelay(this.attempt++));
    };
  }

  private record(socket: WebSocket, mimeType: string): void {
    this.attempt = 0;
    const recorder = new MediaRecorder(this.stream, {
      mimeType,
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
      // A keyframe every second lets the service cut one-second segments without re-encoding (newer Chromium).
      videoKeyFrameIntervalDuration: 1000,
    } as MediaRecorderOptions);
    recorder.ondataavailable = (chunk) => {
      if (chunk.data.size === 0 || socket.readyState !== WebSocket.OPEN) return;
      socket.send(chunk.data);
      this.meter.add(chunk.data.size, Date.now());
    };
    recorder.onstop = () => {
      if (this.stopping && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'stop' }));
    };
    recorder.start(TIMESLICE_MS);
    this.recorder = recorder;
    this.startedAt ??= Date.now();
    this.listener.phase('live');
  }
}
