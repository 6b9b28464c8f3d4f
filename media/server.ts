// createMediaServer(config): HTTP (/health) + WebSocket browser ingest + RTMP ingest; no side effects until listen().
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import { mkdir, rm } from 'node:fs/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MediaConfig } from './config.js';
import { handleBrowserIngest, MAX_CHUNK_BYTES } from './browser/session.js';
import { createTokenVerifier, type TokenVerifier } from './browser/verify-token.js';
import { resolveFfmpeg } from './hls/ffmpeg.js';
import { LiveTakes } from './live/takes.js';
import { createRtmpServer } from './rtmp/ingest.js';
import { createSupabaseApi, type SupabaseApi } from './supabase-api.js';

export interface MediaServer {
  /** Binds both ports; resolves with the ports actually bound (useful with port 0). */
  listen(): Promise<{ port: number; rtmpPort: number }>;
  /** Stops accepting, ends every running take as 'lost' (after uploading what ffmpeg finished), closes. */
  close(): Promise<void>;
  /** Takes currently on air in this process. */
  activeTakes(): number;
}

export interface MediaOverrides {
  api?: SupabaseApi;
  verifyToken?: TokenVerifier;
}

const LIVE_PATH = /^\/live\/(\d{1,18})\/?$/;
/** Why: ws cuts anything above this itself (close 1009) before buffering it; 4 MiB..16 MiB get the contract's 4413. */
const WS_MAX_PAYLOAD = 4 * MAX_CHUNK_BYTES;
const PING_MS = 15_000;

export function createMediaServer(config: MediaConfig, overrides: MediaOverrides = {}): MediaServer {
  const api = overrides.api ?? createSupabaseApi(config.supabaseUrl, config.serviceKey);
  const verifyToken = overrides.verifyToken ?? createTokenVerifier(config.supabaseUrl);
  const takes = new LiveTakes({ api, ffmpegPath: resolveFfmpeg(config.ffmpegPath), workDir: config.workDir, log: config.log });
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();

  const httpServer = http.createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/health' || req.url?.startsWith('/health?'))) {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ ok: true }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'not_found' }));
  });

  httpServer.on('upgrade', (req, socket, head) => {
    const m = LIVE_PATH.exec(new URL(req.url ?? '/', 'http://media').pathname);
    if (!m) {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      handleBrowserIngest(ws, Number(m[1]), { takes, verifyToken, log: config.log });
    });
  });

  // A host whose network vanished without a TCP close: no pong for a whole period → the take ends as 'lost'.
  let pinger: NodeJS.Timeout | undefined;
  const ping = () => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
  };

  const rtmpServer = createRtmpServer({ takes, log: config.log });

  const bind = (server: http.Server | net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const unbind = (server: http.Server | net.Server) =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    async listen() {
      await mkdir(config.workDir, { recursive: true });
      pinger = setInterval(ping, PING_MS);
      pinger.unref();
      const port = await bind(httpServer, config.port);
      const rtmpPort = await bind(rtmpServer, config.rtmpPort);
      return { port, rtmpPort };
    },
    async close() {
      clearInterval(pinger);
      const closing = Promise.all([unbind(httpServer), unbind(rtmpServer)]);
      await takes.closeAll();
      for (const ws of wss.clients) ws.close(1001, 'shutdown');
      httpServer.closeAllConnections();
      await closing;
      await rm(config.workDir, { recursive: true, force: true });
    },
    activeTakes: () => takes.active,
  };
}
