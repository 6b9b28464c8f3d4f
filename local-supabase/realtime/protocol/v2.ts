// vsn 2.0.0 serializer: JSON array text frames [join_ref, ref, topic, event, payload] plus Supabase binary
// broadcast frames (client push kind 3, server broadcast kind 4).
import { FrameError, parseFrameJson, refOf, type BroadcastBody, type Incoming, type Message, type Serializer } from './message.js';

export const KIND_PUSH = 3;
export const KIND_BROADCAST = 4;
const ENC_BINARY = 0;
const ENC_JSON = 1;

export function decodeArrayFrame(text: string): Message {
  const v = parseFrameJson(text);
  if (!Array.isArray(v) || v.length !== 5) throw new FrameError('frame must be a 5-element JSON array');
  const [joinRef, ref, topic, event, payload] = v;
  if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('frame needs topic and event strings');
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: payload ?? {} };
}

/** Kind 3: kind, len(join_ref), len(ref), len(topic), len(event), len(meta), encoding, then the strings and the payload. */
export function decodeBroadcastPush(buf: Buffer): Incoming {
  if (buf.length < 7) throw new FrameError('binary frame too short');
  const kind = buf[0];
  if (kind !== KIND_PUSH) throw new FrameError(`unsupported binary frame kind ${kind}`);
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  let off = 7;
  const parts: string[] = [];
  for (const len of lens) {
    if (off + len > buf.length) throw new FrameError('binary frame truncated');
    parts.push(buf.toString('utf8', off, off + len));
    off += len;
  }
  const [joinRef, ref, topic, event, metaText] = parts;
  let meta: Record<string, unknown> | undefined;
  if (metaText) {
    try {
      const m = JSON.parse(metaText);
      if (m && typeof m === 'object' && !Array.isArray(m)) meta = m;
    } catch {
      throw new FrameError('binary frame metadata is not JSON');
    }
  }
  const raw = buf.subarray(off);
  let body: BroadcastBody;
  if (encoding === ENC_JSON) {
    const json = raw.toString('utf8');
    try {
      JSON.parse(json);
    } catch {
      throw new FrameError('binary frame payload is not JSON');
    }
    body = { event, json, binary: null, meta };
  } else if (encoding === ENC_BINARY) {
    body = { event, json: null, binary: Buffer.from(raw), meta };
  } else {
    throw new FrameError(`unknown payload encoding ${encoding}`);
  }
  return { kind: 'broadcast', joinRef: joinRef || null, ref: ref || null, topic, body };
}

/** Kind 4: kind, len(topic), len(event), len(meta), encoding, then topic, event, meta, payload. */
export function encodeBroadcastFrame(topic: string, body: BroadcastBody): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(body.event, 'utf8');
  const m = Buffer.from(body.meta && Object.keys(body.meta).length ? JSON.stringify(body.meta) : '', 'utf8');
  if (t.length > 255 || e.length > 255 || m.length > 255) throw new FrameError('topic, event or metadata longer than 255 bytes');
  const payload = body.json !== null ? Buffer.from(body.json, 'utf8') : (body.binary ?? Buffer.alloc(0));
  const head = Buffer.from([KIND_BROADCAST, t.length, e.length, m.length, body.json !== null ? ENC_JSON : ENC_BINARY]);
  return Buffer.concat([head, t, e, m, payload]);
}

export const v2Serializer: Serializer = {
  vsn: '2.0.0',
  decode(data: Buffer, isBinary: boolean): Incoming {
    if (isBinary) return decodeBroadcastPush(data);
    return { kind: 'message', message: decodeArrayFrame(data.toString('utf8')) };
  },
  encode(m: Message): string {
    return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
  },
  encodeBroadcast(topic: string, body: BroadcastBody): Buffer | string {
    // Topic/event/metadata over 255 bytes do not fit the binary header: fall back to a JSON array frame.
    const fits = Buffer.byteLength(topic) <= 255 && Buffer.byteLength(body.event) <= 255 && (!body.meta || JSON.stringify(body.meta).length <= 255);
    if (fits) return encodeBroadcastFrame(topic, body);
    const payload = { type: 'broadcast', event: body.event, payload: body.json !== null ? JSON.parse(body.json) : {}, ...(body.meta ? { meta: body.meta } : {}) };
    return JSON.stringify([null, null, topic, 'broadcast', payload]);
  },
};
