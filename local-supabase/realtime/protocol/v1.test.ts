// vsn 1.0.0 serializer: JSON object frames both ways; binary frames are refused.
import { describe, expect, it } from 'vitest';
import { v1Serializer } from './v1.js';
import { FrameError } from './message.js';

describe('vsn 1.0.0 serializer', () => {
  it('decodes object frames and normalises numeric refs', () => {
    const frame = Buffer.from(JSON.stringify({ join_ref: 1, ref: '2', topic: 'phoenix', event: 'heartbeat', payload: {} }));
    expect(v1Serializer.decode(frame, false)).toEqual({ kind: 'message', message: { joinRef: '1', ref: '2', topic: 'phoenix', event: 'heartbeat', payload: {} } });
  });

  it('encodes objects with snake_case refs', () => {
    const text = v1Serializer.encode({ joinRef: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
    expect(JSON.parse(text)).toEqual({ join_ref: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('encodes broadcasts as the payload realtime-js expects, and cannot carry binary payloads', () => {
    const text = v1Serializer.encodeBroadcast('realtime:r', { event: 'e', json: '{"x":[1]}', binary: null, meta: { id: 'i' } }) as string;
    expect(JSON.parse(text)).toEqual({ join_ref: null, ref: null, topic: 'realtime:r', event: 'broadcast', payload: { type: 'broadcast', event: 'e', payload: { x: [1] }, meta: { id: 'i' } } });
    expect(v1Serializer.encodeBroadcast('realtime:r', { event: 'e', json: null, binary: Buffer.from([1]) })).toBeNull();
  });

  it('rejects arrays, non-JSON and binary frames', () => {
    expect(() => v1Serializer.decode(Buffer.from('[null,null,"t","e",{}]'), false)).toThrow(FrameError);
    expect(() => v1Serializer.decode(Buffer.from('{'), false)).toThrow(FrameError);
    expect(() => v1Serializer.decode(Buffer.from([3]), true)).toThrow(FrameError);
  });
});
