// The multipart push parser: the same parts whatever the chunking, data never held back beyond a delimiter.
import { describe, expect, it } from 'vitest';
import { boundaryOf, MalformedMultipart, MultipartParser, type MultipartEvent } from './multipart.js';

async function encode(): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('', new Blob([Buffer.alloc(5000, 'x'), '\r\n--not-the-boundary'], { type: 'image/png' }), 'pic.png');
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type')! };
}

function parse(body: Buffer, boundary: string, step: number) {
  const p = new MultipartParser(boundary);
  const events: MultipartEvent[] = [];
  for (let i = 0; i < body.length; i += step) events.push(...p.push(body.subarray(i, i + step)));
  const parts: { name: string; filename: string | null; type: string | null; bytes: Buffer }[] = [];
  for (const e of events) {
    if (e.kind === 'part') parts.push({ name: e.name, filename: e.filename, type: e.contentType, bytes: Buffer.alloc(0) });
    else if (e.kind === 'data') parts.at(-1)!.bytes = Buffer.concat([parts.at(-1)!.bytes, e.bytes]);
  }
  return { parts, done: p.done };
}

describe('MultipartParser', () => {
  it('reads fields and a file identically for any chunk size', async () => {
    const { body, type } = await encode();
    const boundary = boundaryOf(type)!;
    for (const step of [1, 7, 64, 4096, body.length]) {
      const { parts, done } = parse(body, boundary, step);
      expect(done).toBe(true);
      expect(parts.map((p) => [p.name, p.filename, p.type])).toEqual([['cacheControl', null, null], ['', 'pic.png', 'image/png']]);
      expect(parts[0]!.bytes.toString()).toBe('3600');
      expect(parts[1]!.bytes.length).toBe(5000 + 20);
    }
  });

  it('refuses a body without a form-data part header', () => {
    const p = new MultipartParser('b');
    expect(() => p.push(Buffer.from('--b\r\nX: y\r\n\r\nz\r\n--b--'))).toThrow(MalformedMultipart);
  });
});
