// The boot loader's early REST reads must be exactly the requests the pages' own queries make, or they are wasted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { BOOT_PREFETCH, type BootRead } from '@/lib/boot-prefetch-table';

// Node 20 has no WebSocket; supabase-js's realtime client needs one to be constructed. Set before the app modules load.
vi.stubGlobal('WebSocket', WebSocket);
const realFetch = globalThis.fetch;
const { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL, supabase } = await import('@/lib/supabase');
const { postQuery, postsByCommunityQuery } = await import('@/features/posts');
const { commentsQuery } = await import('@/features/comments');
const { communityQuery } = await import('@/features/communities');
const { courseQuery, coursesQuery, lessonsQuery } = await import('@/features/courses');
const { reelsFeedQuery } = await import('@/features/reels/api/reels-feed-query');
const { contactsQuery } = await import('@/features/chat/api/contacts-query');
const { unreadCountQuery } = await import('@/features/notifications');
const { liveBroadcastQuery } = await import('@/features/live/api/live-broadcast-query');
const { BOOT_VIDEO_PAGES } = await import('@/components/media/boot-video-release');

const ME = '00000000-0000-4000-8000-000000000001';
const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A member's access token as the app holds it after sign-in (only its claims are read here). */
const MEMBER_JWT = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: ME, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/**
 * The headers the boot loader sends besides apikey and Authorization (scripts/vite/boot-html.ts). A header the app
 * sends beyond these (Accept, Prefer …) could change the answer, so the app's must be exactly these.
 */
const loaderHeaders = (read: BootRead) => ({ ...(read.body !== undefined && { 'content-type': 'application/json' }), ...(read.prefer && { prefer: read.prefer }) });

/** One page per table entry: its URL and the first reads its route loader and components start (as a member for member entries). */
const PAGES: { path: string; reads: () => unknown[] }[] = [
  { path: '/post/7', reads: () => [postQuery(7), commentsQuery(7)] },
  { path: '/communities/7', reads: () => [communityQuery(7), postsByCommunityQuery(7)] },
  { path: '/courses', reads: () => [coursesQuery()] },
  { path: '/courses/7', reads: () => [courseQuery(7), lessonsQuery(7)] },
  { path: '/reels', reads: () => [reelsFeedQuery(null)] },
  { path: '/live-event/7', reads: () => [liveBroadcastQuery(7)] },
  { path: '/chat', reads: () => [contactsQuery(ME), unreadCountQuery(ME)] },
];

interface SeenRequest {
  url: string;
  method: string;
  body: string;
  authorization: string | null;
  headers: Record<string, string>;
}

async function requestsOf(queries: unknown[]): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers));
    const authorization = headers.authorization ?? null;
    delete headers.authorization;
    delete headers.apikey;
    seen.push({ url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : '', authorization, headers });
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  for (const q of queries as { queryFn: (ctx: never) => Promise<unknown> }[]) await q.queryFn({} as never);
  return seen;
}

/** Signs the client in as the member (the auth server's answer to the token check is the only stand-in). */
async function signIn(): Promise<void> {
  vi.stubGlobal('fetch', async () => Response.json({ id: ME, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' }));
  const { error } = await supabase.auth.setSession({ access_token: MEMBER_JWT, refresh_token: 'r' });
  if (error) throw error;
}

describe('boot prefetch table', () => {
  afterEach(async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await supabase.auth.signOut({ scope: 'local' });
    vi.stubGlobal('fetch', realFetch);
  });

  it('names every page with a boot video, for the app to release that video elsewhere', () => {
    for (const page of PAGES) {
      const entries = BOOT_PREFETCH.filter((e) => new RegExp(e.pattern).test(page.path));
      expect(BOOT_VIDEO_PAGES.test(page.path), page.path).toBe(entries.some((e) => !!e.video));
    }
  });

  it('has one checked page per entry', () => {
    for (const entry of BOOT_PREFETCH) expect(PAGES.filter((p) => new RegExp(entry.pattern).test(p.path)), entry.pattern).toHaveLength(1);
  });

  for (const entry of BOOT_PREFETCH) {
    const page = PAGES.find((p) => new RegExp(entry.pattern).test(p.path))!;
    it(`${page.path}: the early reads equal the page's ${entry.member ? "member's" : "visitor's"} requests`, async () => {
      const id = new RegExp(entry.pattern).exec(page.path)![1] ?? '';
      if (entry.member) await signIn();
      const requests = await requestsOf(page.reads());
      const authorization = `Bearer ${entry.member ? MEMBER_JWT : SUPABASE_PUBLISHABLE_KEY}`;
      const reads = entry.paths.map((p): BootRead => (typeof p === 'string' ? { path: p } : p));
      expect(requests).toEqual(
        reads.map((read) => ({
          url: SUPABASE_URL + read.path.replace(/\$1/g, id).replace(/\$u/g, ME),
          method: read.body !== undefined ? 'POST' : read.head ? 'HEAD' : 'GET',
          body: read.body ?? '',
          authorization,
          headers: loaderHeaders(read),
        })),
      );
      // The image column must come back in the first read's rows: selected by name or by '*'.
      if (entry.image) expect(reads[0]!.path).toMatch(new RegExp(`select=(\\*|[^&]*%2C${entry.image}%2C|${entry.image}%2C)`));
    });
  }
});
