// Parse stage entry: turns the HTTP request into a typed API request (target, schema, preferences, media type, query).
import type { Accept, Preferences } from './ast.js';
import { errors } from './errors.js';
import { parseAccept, parsePrefer, parseRange } from './parse/prefer.js';

export type Target = { kind: 'root' } | { kind: 'relation'; name: string } | { kind: 'rpc'; name: string };

export interface ApiRequest {
  method: string;
  target: Target;
  schema: string;
  prefer: Preferences;
  accept: Accept;
  range?: { offset: number; limit?: number };
}

export function parseTarget(path: string): Target {
  const segs = path.split('/').filter((s, i) => i > 0 || s !== '');
  if (segs.length === 0 || (segs.length === 1 && segs[0] === '')) return { kind: 'root' };
  let decoded: string[];
  try {
    decoded = segs.map((s) => decodeURIComponent(s));
  } catch {
    throw errors.invalidPath();
  }
  if (decoded.length === 1 && decoded[0]) return { kind: 'relation', name: decoded[0] };
  if (decoded.length === 2 && decoded[0] === 'rpc' && decoded[1]) return { kind: 'rpc', name: decoded[1] };
  throw errors.invalidPath();
}

export function parseRequest(method: string, path: string, headers: Record<string, string>, exposed: string[]): ApiRequest {
  const target = parseTarget(path);
  const read = method === 'GET' || method === 'HEAD';
  const profile = read ? headers['accept-profile'] : headers['content-profile'];
  const schema = profile ?? exposed[0];
  if (!exposed.includes(schema)) throw errors.invalidSchema(schema, exposed);
  return {
    method,
    target,
    schema,
    prefer: parsePrefer(headers.prefer),
    accept: parseAccept(headers.accept, target.kind === 'root'),
    range: read ? parseRange(headers.range) : undefined,
  };
}
