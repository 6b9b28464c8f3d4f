// createApp(deps, services): the HTTP front door. CORS, compression, body limits, key resolution, then the owning service. No side effects.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolveCredential } from './keys/resolve.js';
import { applyCors, handlePreflight } from './http/cors.js';
import { apiKeyRefusal, needsApiKey } from './http/api-key.js';
import { negotiateCompression } from './http/compress.js';
import { discardBody, readBody } from './http/body.js';
import { sendJson, type RequestContext, type Service, type StackDeps } from './http/types.js';
import { asClient, clientOf } from './db/fair-queue.js';

const DEFAULT_MAX_BODY = 1024 * 1024;

function headerMap(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

export function createApp(deps: StackDeps, services: Service[]): Server {
  const byPrefix = [...services].sort((a, b) => b.prefix.length - a.prefix.length);
  const find = (pathname: string) =>
    byPrefix.find((s) => pathname === s.prefix || pathname.startsWith(s.prefix + '/'));

  const server = createServer((req: IncomingMessage, res: ServerResponse) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      applyCors(req, res);
      if (handlePreflight(req, res)) return;
      negotiateCompression(req, res);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const service = find(url.pathname);
      if (!service) {
        sendJson(res, 404, { message: 'no Route matched with those values' });
        return;
      }
      const headers = headerMap(req);
      const apikey = headers.apikey ?? url.searchParams.get('apikey') ?? undefined;
      const base = {
        req,
        res,
        url,
        path: url.pathname.slice(service.prefix.length) || '/',
        method: (req.method ?? 'GET').toUpperCase(),
        headers,
        credential: await resolveCredential({ authorization: headers.authorization, apikey }, deps.config.keys, deps.jwtKeys),
        ip: req.socket.remoteAddress ?? 'unknown',
      };
      if (needsApiKey(service.prefix, base.path)) {
        const refusal = await apiKeyRefusal(apikey, deps.config.keys, deps.jwtKeys);
        if (refusal) {
          discardBody(req);
          sendJson(res, 401, refusal);
          return;
        }
      }
      // A service that reads its own bodies checks credentials and limits first (storage uploads stream to disk).
      // The database is shared fairly between clients (db/fair-queue.ts): its work is counted as this caller's.
      const claims = base.credential.kind === 'claims' ? base.credential.claims : undefined;
      const client = clientOf(claims?.sub, apikey, base.ip);
      if (service.streamsBody) {
        await asClient(client, () => service.handle({ ...base, body: Buffer.alloc(0) }));
        return;
      }
      const body = await readBody(req, service.maxBodyBytes ?? DEFAULT_MAX_BODY);
      if (body === null) {
        if (service.payloadTooLarge) service.payloadTooLarge(base);
        else sendJson(res, 413, { message: 'Payload too large' });
        return;
      }
      const ctx: RequestContext = { ...base, body };
      await asClient(client, () => service.handle(ctx));
    } catch (err) {
      // A client that went away mid-request (a cancelled upload) is no server fault: nothing to answer or log.
      if ((err as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET' && req.destroyed) {
        res.destroy();
        return;
      }
      // A service bug must not take the server down; answer once and log for the developer.
      console.error('[local-supabase] unhandled error', err);
      if (!res.headersSent) sendJson(res, 500, { message: 'internal error' });
      else res.end();
    }
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const service = find(url.pathname);
    if (!service?.upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    service.upgrade(req, socket, head);
  });

  server.keepAliveTimeout = 65_000;
  return server;
}
