// Respond stage: status, headers (Content-Range, Preference-Applied, Location, Content-Type) and body on the wire.
import type { ServerResponse } from 'node:http';
import { RestError } from './errors.js';

export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
} as const;

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function send(res: ServerResponse, r: RestResponse, head: boolean): void {
  const headers: Record<string, string | number> = { ...r.headers };
  if (r.body !== '' || r.headers['Content-Type']) headers['Content-Length'] = Buffer.byteLength(r.body);
  res.writeHead(r.status, headers);
  res.end(head ? undefined : r.body);
}

export function sendError(res: ServerResponse, e: RestError, head: boolean): void {
  const body = JSON.stringify(e.body());
  res.writeHead(e.status, {
    'Content-Type': CONTENT_TYPES.json,
    'Content-Length': Buffer.byteLength(body),
    'Proxy-Status': `PostgREST; error=${e.code}`,
    ...e.headers,
  });
  res.end(head ? undefined : body);
}

/** `first-last/total` as PostgREST writes it; `*` for an empty page or an unknown total. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, 206 (the rows returned are fewer than the counted total) or 416 (offset past the end), as PostgREST decides. */
export function readStatus(offset: number, pageRows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) throw RangeErrorFor(offset, total);
  return pageRows < total ? 206 : 200;
}

function RangeErrorFor(offset: number, total: number): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
}

export function csvHeader(keys: string[]): string {
  return keys.map((k) => (/[",\n\r]/.test(k) ? `"${k.replace(/"/g, '""')}"` : k)).join(',');
}
