// vsn 1.0.0 serializer: Phoenix V1 JSON objects {join_ref, ref, topic, event, payload} in text frames.
import { broadcastPayloadText, FrameError, parseFrameJson, refOf, type BroadcastBody, type Incoming, type Message, type Serializer } from './message.js';

export function decodeObjectFrame(text: string): Message {
  const v = parseFrameJson(text);
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new FrameError('frame must be a JSON object');
  const o = v as Record<string, unknown>;
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') throw new FrameError('frame needs topic and event strings');
  return { joinRef: refOf(o.join_ref), ref: refOf(o.ref), topic: o.topic, event: o.event, payload: o.payload ?? {} };
}

export const v1Serializer: Serializer = {
  vsn: '1.0.0',
  decode(data: Buffer, isBinary: boolean): Incoming {
    if (isBinary) throw new FrameError('binary frames need vsn 2.0.0');
    return { kind: 'message', message: decodeObjectFrame(data.toString('utf8')) };
  },
  encode(m: Message): string {
    return JSON.stringify({ join_ref: m.joinRef, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload });
  },
  encodeBroadcast(topic: string, body: BroadcastBody): string | null {
    const payload = broadcastPayloadText(body);
    if (payload === null) return null;
    return `{"join_ref":null,"ref":null,"topic":${JSON.stringify(topic)},"event":"broadcast","payload":${payload}}`;
  },
};
