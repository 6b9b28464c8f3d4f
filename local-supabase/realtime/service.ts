// Realtime service (/realtime/v1): the websocket (Phoenix protocol, vsn 1.0.0 and 2.0.0), the HTTP broadcast API,
// and delivery of database changes and realtime.messages captured by triggers (see db/bootstrap/realtime.sql).
import type { IncomingMessage } from 'node:http';
import { RoleSettingsCache } from '../db/catalog/index.js';
import { KeyedRateLimiter, RateLimiter } from './rate-limit.js';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Service, StackDeps } from '../http/types.js';
import { checkToken, socketToken } from './auth.js';
import { Capture } from './changes/capture.js';
import { TableCache } from './changes/tables.js';
import type { RealtimeContext } from './context.js';
import { UPGRADE_ERRORS } from './errors.js';
import { ChangeDelivery } from './handlers/postgres-changes.js';
import { handleHttp } from './http.js';
import { Hub } from './hub.js';
import { serializerFor } from './protocol/index.js';
import { Connection } from './socket.js';
import { closeChannelsOfEndedSessions } from './sessions.js';

const SOCKET_PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/websocket/', '/realtime/v1/socket/websocket']);
const DEFAULT_IDLE_MS = 60_000;
const DEFAULT_SESSION_CHECK_MS = 5_000;
const FRAME_OVERHEAD = 64 * 1024;

export interface RealtimeService extends Service {
  /** Live counters for tests and the benchmark. */
  stats(): { connections: number; rooms: number; authorizations: number };
}

function refuse(socket: Duplex, status: number, text: string, error: string): void {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createRealtimeService(deps: StackDeps): RealtimeService {
  const limits = deps.config.realtime;
  const hub = new Hub();
  const privateJoinLimiter = new RateLimiter(limits.maxPrivateJoinsPerSecond ?? 500);
  const roleSettings = new RoleSettingsCache(deps.db);
  const httpBroadcastLimiters = {
    perKey: new KeyedRateLimiter(limits.maxHttpBroadcastsPerSecondPerKey ?? 500),
    perMember: new KeyedRateLimiter(limits.maxHttpBroadcastsPerSecondPerMember ?? 100),
  };
  const ctx: RealtimeContext = { db: deps.db, hub, limits, jwtKeys: deps.jwtKeys, keys: deps.config.keys, privateJoinLimiter, httpBroadcastLimiters, roleSettings };
  const tables = new TableCache(deps.db);
  const delivery = new ChangeDelivery(deps.db, hub, tables);
  const capture = new Capture(deps.db, {
    change: (c) => delivery.deliver(c),
    message: (m) =>
      hub.broadcast(`realtime:${m.topic}`, m.private, {
        event: m.event,
        json: JSON.stringify(m.payload ?? {}),
        binary: null,
        meta: { id: m.id },
      }),
  });
  const started = capture.start().catch((e) => console.error('[realtime] change capture unavailable', e));
  deps.onSchemaReload(() => {
    tables.clear();
    roleSettings.reload();
    return started.then(() => capture.sync());
  });

  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes + FRAME_OVERHEAD, perMessageDeflate: false });
  const idleMs = limits.idleTimeoutMs ?? DEFAULT_IDLE_MS;
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const c of [...connections]) c.sweep(now, idleMs);
  }, Math.min(1000, idleMs / 4));
  sweeper.unref();
  // One query per check, for every session that holds a private or postgres_changes channel; never two at once. Auth's
  // sign-outs ask for one at once (a request arriving mid-check runs another right after it).
  let checking = false;
  let again = false;
  const checkSessions = () => {
    if (checking) {
      again = true;
      return;
    }
    if (!connections.size) return;
    checking = true;
    closeChannelsOfEndedSessions(deps.db, connections)
      .catch((e: unknown) => console.error('[realtime] session check failed', e))
      .finally(() => {
        checking = false;
        if (again) {
          again = false;
          checkSessions();
        }
      });
  };
  deps.onSessionsEnded(checkSessions);
  const sessionCheck = setInterval(checkSessions, limits.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS);
  sessionCheck.unref();

  return {
    prefix: '/realtime/v1',
    ready: started.then(() => undefined),
    async handle(rctx) {
      await handleHttp(rctx, ctx);
    },
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!SOCKET_PATHS.has(url.pathname)) {
        refuse(socket, 404, 'Not Found', 'Not found');
        return;
      }
      const header = req.headers['x-api-key'] ?? req.headers.apikey;
      const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : undefined);
      if (!apikey) {
        refuse(socket, 401, 'Unauthorized', UPGRADE_ERRORS.missingKey);
        return;
      }
      // The token check is asynchronous: a client that resets meanwhile must not take the process down.
      const dropped = () => socket.destroy();
      socket.on('error', dropped);
      void checkToken(socketToken(apikey, deps.config.keys), deps.jwtKeys).then((checked) => {
        socket.off('error', dropped);
        if (socket.destroyed) return;
        if (!checked.ok) {
          refuse(socket, 401, 'Unauthorized', checked.message);
          return;
        }
        const serializer = serializerFor(url.searchParams.get('vsn'));
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn = new Connection(ws, ctx, serializer, checked.subject, (c) => connections.delete(c));
          connections.add(conn);
        });
      }, dropped);
    },
    stats() {
      return { connections: connections.size, rooms: hub.roomCount, authorizations: delivery.authorizations };
    },
    async close() {
      clearInterval(sweeper);
      clearInterval(sessionCheck);
      await started;
      await capture.stop();
      for (const c of [...connections]) c.close(1001, 'server shutting down');
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
