// Mail catcher HTTP (Mailpit-like): HTML list and mail pages, JSON at /api/v1/messages and /api/v1/message/{ID}.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Mail, MailStore } from './store.js';
import { listPage, mailPage } from './pages.js';

/** Mailpit's summary shape for one message. */
export function summary(m: Mail): Record<string, unknown> {
  return {
    ID: m.id,
    MessageID: m.id,
    From: { Name: '', Address: m.from },
    To: [{ Name: '', Address: m.to }],
    Subject: m.subject,
    Created: m.createdAt,
    Snippet: m.text.replace(/\s+/g, ' ').trim().slice(0, 250),
    Read: false,
  };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));

export function handleMailRequest(store: MailStore, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/api/v1/messages') {
    if (method === 'DELETE') {
      store.clear();
      return sendJson(res, 200, {});
    }
    const to = url.searchParams.get('to') ?? undefined;
    const all = store.list(to);
    const start = Number(url.searchParams.get('start') ?? 0) || 0;
    const limit = Number(url.searchParams.get('limit') ?? 50) || 50;
    const page = all.slice(start, start + limit);
    return sendJson(res, 200, { total: all.length, unread: all.length, count: page.length, messages_count: all.length, start, messages: page.map(summary) });
  }
  const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
  if (one) {
    const m = store.get(decodeURIComponent(one[1]));
    if (!m) return send(res, 404, 'text/plain', 'message not found');
    return sendJson(res, 200, { ...summary(m), HTML: m.html, Text: m.text, Links: m.links });
  }
  const page = /^\/view\/([^/]+)$/.exec(path);
  if (page) {
    const m = store.get(decodeURIComponent(page[1]));
    if (!m) return send(res, 404, 'text/html; charset=utf-8', '<p>Not found</p>');
    return send(res, 200, 'text/html; charset=utf-8', mailPage(m));
  }
  if (path === '/' && method === 'GET') return send(res, 200, 'text/html; charset=utf-8', listPage(store.list()));
  send(res, 404, 'text/plain', 'not found');
}

export async function serveMail(store: MailStore, host: string, port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = createServer((req, res) => handleMailRequest(store, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
