// The browser studio's side of the media service's WebSocket ingest: the messages it answers, which closes end a
// broadcast for good (a refusal, a normal stop) and which the studio reconnects after, the recorder format to send,
// and the outgoing bitrate with the point at which the connection cannot keep up.

export type IngestMessage =
  | { type: 'ready'; take: number }
  | { type: 'segment'; seq: number; seconds: number }
  | { type: 'error'; code: string; message: string };

/** A text frame from the media service, or null when it is not one of its messages. */
export function parseIngestMessage(data: unknown): IngestMessage | null {
  if (typeof data !== 'string') return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  if (v.type === 'ready' && typeof v.take === 'number') return { type: 'ready', take: v.take };
  if (v.type === 'segment') return { type: 'segment', seq: Number(v.seq) || 0, seconds: Number(v.seconds) || 0 };
  if (v.type === 'error' && typeof v.code === 'string') return { type: 'error', code: v.code, message: typeof v.message === 'string' ? v.message : '' };
  return null;
}

const CLOSE_TEXTS: Record<number, string> = {
  4400: 'No pudimos leer el video que envía tu navegador. Prueba con otra cámara o comparte la pantalla.',
  4401: 'Tu sesión expiró. Vuelve a iniciar sesión para transmitir.',
  4403: 'Solo el anfitrión de esta sesión puede transmitir.',
  4404: 'Esta sesión en vivo no existe.',
  4409: 'Puedes transmitir desde 15 minutos antes del inicio hasta el final de la sesión.',
  4413: 'Tu navegador envió un fragmento de video demasiado grande. Baja la calidad e inténtalo de nuevo.',
};

export const INGEST_UNREACHABLE = 'No pudimos conectar con el servicio de video. Revisa tu conexión e inténtalo de nuevo.';

/** A refusal's Spanish text: the service's own words when it sent them, else the text for the close code. */
export function refusalText(code: number, serverMessage: string | null): string {
  return serverMessage || CLOSE_TEXTS[code] || INGEST_UNREACHABLE;
}

/** 1000 is the end the host asked for and 4xxx a refusal: neither is retried. Anything else is a cut: reconnect. */
export function shouldReconnect(code: number): boolean {
  return code !== 1000 && !(code >= 4000 && code < 5000);
}

/** Waits between reconnection attempts: 1 s, 2 s, 4 s, then every 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5000, 1000 * 2 ** Math.max(0, attempt));
}

/** H.264 is copied by the media service as it is (no transcoding); VP8 and plain WebM are the fallbacks. */
const RECORDER_TYPES = ['video/webm;codecs=h264,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];

export function recorderMimeType(isSupported: (type: string) => boolean): string | null {
  return RECORDER_TYPES.find((t) => isSupported(t)) ?? null;
}

/** Bytes handed to the socket over the last `windowMs`, as bits per second. */
export class RateMeter {
  private samples: { at: number; bytes: number }[] = [];
  constructor(private readonly windowMs = 2000) {}
  add(bytes: number, at: number): void {
    this.samples.push({ at, bytes });
  }
  bitsPerSecond(now: number): number {
    this.samples = this.samples.filter((s) => s.at > now - this.windowMs);
    const bytes = this.samples.reduce((sum, s) => sum + s.bytes, 0);
    return Math.round((bytes * 8 * 1000) / this.windowMs);
  }
}

/** Whether the socket holds more than `seconds` of the stream unsent: the connection cannot keep up. */
export function connectionStruggles(bufferedBytes: number, bitsPerSecond: number, seconds = 3): boolean {
  const threshold = Math.max(256 * 1024, (bitsPerSecond / 8) * seconds);
  return bufferedBytes > threshold;
}

/** '2,4 Mbps' / '850 kbps'. */
export function formatBitrate(bitsPerSecond: number): string {
  if (bitsPerSecond >= 1_000_000) return `${(bitsPerSecond / 1_000_000).toLocaleString('es', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} Mbps`;
  return `${Math.round(bitsPerSecond / 1000)} kbps`;
}

/** '00:05:09' */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}
