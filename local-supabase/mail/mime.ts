// Reads a received message (pure): headers, RFC 2047 encoded words, and the text / HTML parts of a simple MIME message.

export interface ParsedMessage {
  headers: Map<string, string>;
  subject: string;
  from: string;
  text: string;
  html: string;
}

const CRLF = /\r?\n/;

/** Header block and body of one entity; folded header lines are joined (RFC 5322 §2.2.3). */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split(CRLF)) {
    if (/^[ \t]/.test(line) && last) headers.set(last, `${headers.get(last)} ${line.trim()}`);
    else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon).trim().toLowerCase();
      headers.set(last, line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function decodeQuotedPrintable(s: string, underscoreIsSpace = false): Buffer {
  const src = (underscoreIsSpace ? s.replace(/_/g, ' ') : s).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const hex = src.slice(i + 1, i + 3);
    if (src[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); whitespace between two adjacent words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, enc: string, data: string) => {
      const bytes = enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true);
      return /^(utf-?8|us-ascii)$/i.test(charset) ? bytes.toString('utf8') : bytes.toString('latin1');
    });
}

/** A header parameter such as boundary or charset. */
function param(header: string | undefined, name: string): string | undefined {
  return new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const charset = param(headers.get('content-type'), 'charset') ?? 'utf-8';
  const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : Buffer.from(body, 'utf8');
  return (/^(utf-?8|us-ascii)$/i.test(charset) ? bytes.toString('utf8') : bytes.toString('latin1')).replace(/\r\n/g, '\n');
}

/** The first text/plain and text/html parts, descending into multipart entities. */
function collect(raw: string, out: { text: string; html: string }): void {
  const { headers, body } = splitEntity(raw);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = param(headers.get('content-type'), 'boundary');
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collect(part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), out);
    }
    return;
  }
  if (type.startsWith('text/html')) out.html ||= decodeBody(body, headers);
  else if (type.startsWith('text/')) out.text ||= decodeBody(body, headers).replace(/\n$/, '');
}

export function parseMessage(raw: string): ParsedMessage {
  const { headers } = splitEntity(raw);
  const out = { text: '', html: '' };
  collect(raw, out);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), from: decodeWords(headers.get('from') ?? ''), ...out };
}
