// vsn 2.0.0 serializer: array frames, kind-3 pushes from realtime-js's own encoder, kind-4 frames its decoder reads.
import { describe, expect, it } from 'vitest';
import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { decodeArrayFrame, encodeBroadcastFrame, v2Serializer } from './v2.js';
import { FrameError } from './message.js';

const SerializerClass: any = (Serializer as any).default ?? Serializer;
const client = new SerializerClass();

function clientEncode(msg: unknown): Buffer | string {
  let out: ArrayBuffer | string = '';
  client.encode(msg, (r: ArrayBuffer | string) => (out = r));
  return typeof out === 'string' ? out : Buffer.from(out);
}

function clientDecode(frame: Buffer | string): any {
  let out: unknown;
  const raw = typeof frame === 'string' ? frame : frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength);
  client.decode(raw, (r: unknown) => (out = r));
  return out;
}

describe('vsn 2.0.0 serializer', () => {
  it('decodes the array frames realtime-js sends', () => {
    const text = clientEncode({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'phx_join', payload: { config: {} } }) as string;
    expect(v2Serializer.decode(Buffer.from(text), false)).toEqual({
      kind: 'message',
      message: { joinRef: '1', ref: '2', topic: 'realtime:room', event: 'phx_join', payload: { config: {} } },
    });
  });

  it('encodes replies realtime-js can read', () => {
    const frame = v2Serializer.encode({ joinRef: '1', ref: '3', topic: 'realtime:room', event: 'phx_reply', payload: { status: 'ok', response: {} } });
    expect(clientDecode(frame)).toEqual({ join_ref: '1', ref: '3', topic: 'realtime:room', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('decodes a kind-3 JSON broadcast push from realtime-js', () => {
    const frame = clientEncode({ join_ref: '6', ref: '7', topic: 'realtime:room1', event: 'broadcast', payload: { type: 'broadcast', event: 'x', payload: { hello: 'wörld' } } });
    const got = v2Serializer.decode(frame as Buffer, true);
    expect(got).toEqual({ kind: 'broadcast', joinRef: '6', ref: '7', topic: 'realtime:room1', body: { event: 'x', json: '{"hello":"wörld"}', binary: null, meta: undefined } });
  });

  it('decodes a kind-3 binary broadcast push', () => {
    const bytes = new Uint8Array([1, 2, 3, 250]).buffer;
    const frame = clientEncode({ join_ref: '6', ref: '8', topic: 'realtime:room1', event: 'broadcast', payload: { type: 'broadcast', event: 'bin', payload: bytes } });
    const got = v2Serializer.decode(frame as Buffer, true);
    expect(got.kind).toBe('broadcast');
    if (got.kind === 'broadcast') expect([...got.body.binary!]).toEqual([1, 2, 3, 250]);
  });

  it('encodes kind-4 frames realtime-js decodes, with JSON, binary and metadata', () => {
    const json = clientDecode(encodeBroadcastFrame('realtime:room1', { event: 'x', json: '{"a":1}', binary: null, meta: { id: 'm1' } }));
    expect(json).toEqual({ join_ref: null, ref: null, topic: 'realtime:room1', event: 'broadcast', payload: { type: 'broadcast', event: 'x', payload: { a: 1 }, meta: { id: 'm1' } } });
    const bin = clientDecode(encodeBroadcastFrame('realtime:room1', { event: 'b', json: null, binary: Buffer.from([9, 8]) }));
    expect([...new Uint8Array(bin.payload.payload)]).toEqual([9, 8]);
  });

  it('rejects malformed frames', () => {
    expect(() => decodeArrayFrame('{"topic":"x"}')).toThrow(FrameError);
    expect(() => decodeArrayFrame('not json')).toThrow(FrameError);
    expect(() => v2Serializer.decode(Buffer.from([3, 5, 0, 0, 0, 0, 1]), true)).toThrow(FrameError);
    expect(() => v2Serializer.decode(Buffer.from([0, 1, 2, 3, 4, 5, 6]), true)).toThrow(FrameError);
    expect(() => v2Serializer.decode(Buffer.from([3, 0, 0, 1, 1, 0, 1, 0x74, 0x65, 0x7b]), true)).toThrow(FrameError);
  });
});
