// A push parser for multipart/form-data: chunks in, part headers and body slices out, so a file part can be
// written to disk as it arrives (nothing is held beyond one delimiter's length and one part's headers).

export type MultipartEvent =
  | { kind: 'part'; name: string; filename: string | null; contentType: string | null }
  | { kind: 'data'; bytes: Buffer }
  | { kind: 'end' };

const MAX_HEADER_BYTES = 16 * 1024;

export class MalformedMultipart extends Error {}

/** The boundary of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function parseHeaders(text: string): Extract<MultipartEvent, { kind: 'part' }> {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of text.split('\r\n')) {
    const i = line.indexOf(':');
    if (i < 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    if (k === 'content-disposition') disposition = v;
    else if (k === 'content-type') contentType = v;
  }
  const param = (p: string) => new RegExp(`;\\s*${p}="([^"]*)"`, 'i').exec(disposition)?.[1] ?? new RegExp(`;\\s*${p}=([^;\\s]*)`, 'i').exec(disposition)?.[1] ?? null;
  if (!/^form-data/i.test(disposition)) throw new MalformedMultipart('part without form-data disposition');
  return { kind: 'part', name: param('name') ?? '', filename: param('filename'), contentType };
}

export class MultipartParser {
  private buf: Buffer = Buffer.from('\r\n');
  private state: 'preamble' | 'delimited' | 'headers' | 'body' | 'done' = 'preamble';
  private readonly delim: Buffer;

  constructor(boundary: string) {
    this.delim = Buffer.from(`\r\n--${boundary}`);
  }

  get done(): boolean {
    return this.state === 'done';
  }

  /** Consumes a chunk and returns what it completed. Throws MalformedMultipart on a broken body. */
  push(chunk: Buffer): MultipartEvent[] {
    const out: MultipartEvent[] = [];
    if (this.state === 'done') return out;
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      if (this.state === 'preamble' || this.state === 'body') {
        const at = this.buf.indexOf(this.delim);
        if (at < 0) {
          // Keep what could be the start of a delimiter; the rest is part data (or ignored preamble).
          const keep = Math.min(this.buf.length, this.delim.length - 1);
          if (this.state === 'body' && this.buf.length > keep) out.push({ kind: 'data', bytes: this.buf.subarray(0, this.buf.length - keep) });
          this.buf = Buffer.from(this.buf.subarray(this.buf.length - keep));
          return out;
        }
        if (this.state === 'body') {
          if (at > 0) out.push({ kind: 'data', bytes: this.buf.subarray(0, at) });
          out.push({ kind: 'end' });
        }
        this.buf = this.buf.subarray(at + this.delim.length);
        this.state = 'delimited';
      } else if (this.state === 'delimited') {
        if (this.buf.length < 2) return out;
        const two = this.buf.subarray(0, 2).toString('latin1');
        if (two === '--') {
          this.state = 'done';
          return out;
        }
        if (two !== '\r\n') throw new MalformedMultipart('bad delimiter line');
        this.buf = this.buf.subarray(2);
        this.state = 'headers';
      } else if (this.state === 'headers') {
        const at = this.buf.indexOf('\r\n\r\n');
        if (at < 0) {
          if (this.buf.length > MAX_HEADER_BYTES) throw new MalformedMultipart('part headers too long');
          return out;
        }
        out.push(parseHeaders(this.buf.subarray(0, at).toString('utf8')));
        this.buf = this.buf.subarray(at + 4);
        this.state = 'body';
      } else return out;
    }
  }
}
