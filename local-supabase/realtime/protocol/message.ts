// The decoded shape of every Phoenix message, whatever serializer carried it.
export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast as it travels through the server: event, JSON text or raw bytes, optional metadata. */
export interface BroadcastBody {
  event: string;
  /** UTF-8 JSON text of the user payload, or null for a binary payload. */
  json: string | null;
  /** Raw bytes of a binary payload (vsn 2.0.0 only). */
  binary: Buffer | null;
  meta?: Record<string, unknown>;
}

/** A frame a client sent: a regular message, or a vsn 2.0.0 binary broadcast push (kind 3). */
export type Incoming = { kind: 'message'; message: Message } | { kind: 'broadcast'; joinRef: string | null; ref: string | null; topic: string; body: BroadcastBody };

export class FrameError extends Error {}

/** Serializer of one protocol version. */
export interface Serializer {
  readonly vsn: '1.0.0' | '2.0.0';
  decode(data: Buffer, isBinary: boolean): Incoming;
  encode(message: Message): string;
  /** A server broadcast (event "broadcast") to this version's clients; null when it cannot carry it (binary on v1). */
  encodeBroadcast(topic: string, body: BroadcastBody): string | Buffer | null;
}

export function isRef(v: unknown): v is string | null {
  return v === null || typeof v === 'string';
}

/** Normalises ids that some clients send as numbers. */
export function refOf(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string') return v;
  return null;
}

export function broadcastPayloadText(body: BroadcastBody): string | null {
  if (body.json === null) return null;
  const meta = body.meta && Object.keys(body.meta).length ? `,"meta":${JSON.stringify(body.meta)}` : '';
  return `{"type":"broadcast","event":${JSON.stringify(body.event)},"payload":${body.json}${meta}}`;
}

/** A text frame's JSON (FrameError when it is not JSON). */
export function parseFrameJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FrameError('frame is not valid JSON');
  }
}
