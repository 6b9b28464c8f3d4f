// Request bodies by Content-Type: JSON, CSV and form-urlencoded; anything else is 415.
import { errors } from '../errors.js';

export type Body = { kind: 'none' } | { kind: 'json'; value: unknown; text: string };

export function parseBody(raw: Buffer, contentType: string | undefined): Body {
  const type = (contentType ?? 'application/json').split(';')[0].trim().toLowerCase();
  const text = raw.toString('utf8');
  switch (type) {
    case '':
    case 'application/json':
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.array+json': {
      if (text.trim() === '') return { kind: 'none' };
      try {
        return { kind: 'json', value: JSON.parse(text), text };
      } catch {
        throw errors.badBody();
      }
    }
    case 'application/x-www-form-urlencoded': {
      const value = Object.fromEntries(new URLSearchParams(text));
      return { kind: 'json', value, text: JSON.stringify(value) };
    }
    case 'text/csv': {
      const value = parseCsv(text);
      return { kind: 'json', value, text: JSON.stringify(value) };
    }
    default:
      throw errors.unsupportedMediaType(contentType ?? '');
  }
}

/** RFC 4180 CSV with a header row → array of objects; the literal NULL stands for SQL null, like PostgREST. */
export function parseCsv(text: string): Record<string, string | null>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    row.push(!wasQuoted && cell === 'NULL' ? '\u0000' : cell);
    cell = '';
    wasQuoted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (quoted) throw errors.badBody('unterminated quoted CSV field');
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  const [header, ...data] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  if (!header) throw errors.badBody('empty CSV');
  return data.map((r) => {
    if (r.length !== header.length) throw errors.badBody('all CSV lines must have the same number of fields');
    return Object.fromEntries(header.map((h, i) => [h, r[i] === '\u0000' ? null : r[i]]));
  });
}
