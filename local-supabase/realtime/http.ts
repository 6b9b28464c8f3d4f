// HTTP broadcast API: POST /api/broadcast (batch) and POST /api/broadcast/{topic}/events/{event} → 202; 429 past the quota.
import { sendJson, type RequestContext } from '../http/types.js';
import { checkToken, type Subject } from './auth.js';
import { canWrite } from './authorization.js';
import type { RealtimeContext } from './context.js';
import type { BroadcastBody } from './protocol/index.js';

interface Outgoing {
  topic: string;
  isPrivate: boolean;
  body: BroadcastBody;
}

async function subjectOf(ctx: RequestContext, rt: RealtimeContext): Promise<Subject | null> {
  if (ctx.credential.kind !== 'claims') return null;
  const checked = await checkToken(ctx.credential.token, rt.jwtKeys);
  return checked.ok ? checked.subject : null;
}

/** Realtime's messages-per-second quota, counted per API key (the apikey header, else the token) and per member. */
function withinQuota(ctx: RequestContext, rt: RealtimeContext, subject: Subject, n: number): boolean {
  const { perKey, perMember } = rt.httpBroadcastLimiters;
  const apikey = ctx.headers['apikey'];
  const key = typeof apikey === 'string' && apikey ? apikey : ctx.credential.kind === 'claims' ? ctx.credential.token : '';
  const member = typeof subject.claims.sub === 'string' ? subject.claims.sub : null;
  // Both are counted even when one refuses, so a client past either budget cannot save up the other.
  const keyOk = perKey.take(key, n);
  const memberOk = member === null || perMember.take(member, n);
  return keyOk && memberOk;
}

function parseBatch(body: Buffer): Outgoing[] | string {
  let v: any;
  try {
    v = JSON.parse(body.toString('utf8') || 'null');
  } catch {
    return 'Body must be JSON';
  }
  if (!v || !Array.isArray(v.messages)) return '`messages` must be a list';
  const out: Outgoing[] = [];
  for (const m of v.messages) {
    if (!m || typeof m.topic !== 'string' || !m.topic || typeof m.event !== 'string') return 'each message needs `topic` and `event`';
    const payload = m.payload === undefined ? {} : m.payload;
    out.push({ topic: m.topic, isPrivate: m.private === true, body: { event: m.event, json: JSON.stringify(payload), binary: null } });
  }
  return out;
}

function parseSingle(ctx: RequestContext, topic: string, event: string): Outgoing | string {
  const isPrivate = ctx.url.searchParams.get('private') === 'true';
  const type = ctx.headers['content-type'] ?? '';
  if (type.includes('application/octet-stream')) return { topic, isPrivate, body: { event, json: null, binary: ctx.body } };
  const text = ctx.body.toString('utf8') || '{}';
  try {
    JSON.parse(text);
  } catch {
    return 'Body must be JSON';
  }
  return { topic, isPrivate, body: { event, json: text, binary: null } };
}

export async function handleHttp(ctx: RequestContext, rt: RealtimeContext): Promise<void> {
  const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/.exec(ctx.path);
  if (ctx.path !== '/api/broadcast' && ctx.path !== '/api/broadcast/' && !single) {
    sendJson(ctx.res, 404, { message: 'Not found' });
    return;
  }
  if (ctx.method !== 'POST') {
    sendJson(ctx.res, 405, { message: 'Method not allowed' });
    return;
  }
  const subject = await subjectOf(ctx, rt);
  if (!subject) {
    sendJson(ctx.res, 401, { message: 'Unauthorized' });
    return;
  }
  const parsed = single ? parseSingle(ctx, decodeURIComponent(single[1]), decodeURIComponent(single[2])) : parseBatch(ctx.body);
  if (typeof parsed === 'string') {
    sendJson(ctx.res, 400, { message: parsed });
    return;
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  if (!withinQuota(ctx, rt, subject, messages.length)) {
    sendJson(ctx.res, 429, { message: 'Too many requests' });
    return;
  }
  for (const m of messages) {
    const size = m.body.json !== null ? Buffer.byteLength(m.body.json) : (m.body.binary?.length ?? 0);
    if (size > rt.limits.maxPayloadBytes) {
      sendJson(ctx.res, 413, { message: 'Payload too large' });
      return;
    }
  }
  const writable = new Map<string, boolean>();
  for (const m of messages) {
    if (m.isPrivate && subject.role !== 'service_role') {
      if (!writable.has(m.topic)) writable.set(m.topic, await canWrite(rt, m.topic, subject, 'broadcast'));
      if (!writable.get(m.topic)) continue;
    }
    rt.hub.broadcast(`realtime:${m.topic}`, m.isPrivate, m.body);
  }
  ctx.res.writeHead(202).end();
}
