// CORS as the Supabase gateway answers browsers (reference §1.4).
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept-profile, content-profile, prefer, range, ' +
  'x-supabase-api-version, x-retry-count, x-upsert, cache-control, x-metadata, traceparent, tracestate, baggage, accept, ' +
  'if-none-match, tus-resumable, upload-length, upload-metadata, upload-offset';
const EXPOSE_HEADERS =
  'Content-Range, X-Supabase-Api-Version, x-total-count, link, Preference-Applied, Location, Content-Location, ' +
  // Storage: cache validators, download names and the TUS resumable-upload headers browsers must read.
  'ETag, Content-Disposition, Upload-Offset, Upload-Length, Tus-Resumable, Tus-Version, Tus-Extension';
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Any origin may call the API, but never with the browser's cookies: credentials travel in headers (apikey,
 * Authorization), so reflecting the Origin with Allow-Credentials would only let other sites ride a visitor's cookies.
 */
export function applyCors(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

/** Answers a preflight; returns true when it did. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  });
  res.end();
  return true;
}
