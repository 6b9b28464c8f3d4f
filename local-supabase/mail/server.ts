// Mail catcher HTTP (Mailpit-like): HTML list and mail pages, JSON at /api/v1/messages, /api/v1/message/{ID|latest}, /api/v1/search.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Mail, MailStore } from './store.js';
import { listPage, mailPage } from './pages.js';
import { listenOn } from './listen.js';

/** 'Name <address>' or a bare address → Mailpit's { Name, Address }. */
export function mailbox(value: string): { Name: string; Address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return m ? { Name: m[1].replace(/^"|"$/g, ''), Address: m[2] } : { Name: '', Address: value.trim() };
}

/** Mailpit's summary shape for one message. */
export function summary(m: Mail): Record<string, unknown> {
  return {
    ID: m.id,
    MessageID: m.id,
    From: mailbox(m.from),
    To: [{ Name: '', Address: m.to }],
    Subject: m.subject,
    Created: m.createdAt,
    Snippet: m.text.replace(/\s+/g, ' ').trim().slice(0, 250),
    Read: false,
  };
}

/** Mailpit-style search (subset): `to:addr`, `from:addr`, `subject:word` and free words, all case-insensitive. */
export function search(mails: Mail[], query: string): Mail[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return mails.filter((m) =>
    terms.every((t) => {
      const [field, ...rest] = t.split(':');
      const value = rest.join(':').replace(/^"|"$/g, '');
      if (rest.length > 0 && field === 'to') return m.to.toLowerCase().includes(value);
      if (rest.length > 0 && field === 'from') return m.from.toLowerCase().includes(value);
      if (rest.length > 0 && field === 'subject') return m.subject.toLowerCase().includes(value);
      return `${m.to} ${m.from} ${m.subject} ${m.text}`.toLowerCase().includes(t);
    }),
  );
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  // No CORS headers: reset links and codes are for the developer's own tab, not for scripts on other sites.
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));

export function handleMailRequest(store: MailStore, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/api/v1/search') {
    const found = search(store.list(), url.searchParams.get('query') ?? '');
    if (method === 'DELETE') {
      store.remove(found.map((m) => m.id));
      return sendJson(res, 200, {});
    }
    return sendJson(res, 200, { total: found.length, unread: found.length, count: found.length, messages_count: found.length, start: 0, messages: found.map(summary) });
  }
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
    const id = decodeURIComponent(one[1]);
    const m = id === 'latest' ? store.list()[0] : store.get(id);
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

export function serveMail(store: MailStore, host: string, port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = createServer((req, res) => handleMailRequest(store, req, res));
  return listenOn(server, host, port, () => server.closeAllConnections());
}
