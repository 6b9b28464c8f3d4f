// index.html transforms: inline stylesheet, and the boot loader that replaces the entry tags, preloads route chunks and
// starts the first reel's video on phones.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, MEMBER_TOKEN_MARGIN_MS, withBootLoader } from './boot-html';

const BUILT = `<html><head>
  <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react.js">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div>
  </body></html>`;

const API = { url: 'http://api.test', key: 'sb_publishable_k' };
const PREFETCH = [{ pattern: '^/post/([1-9][0-9]*)$', paths: ['/rest/v1/posts?id=eq.$1', '/rest/v1/comments?post_id=eq.$1'], image: 'image_url' }];
const ROWS = [{ id: 7, image_url: '/media/posts/post-7.svg' }];
const MEMBER_PREFETCH = [
  ...PREFETCH,
  {
    pattern: '^/chat$',
    paths: [{ path: '/rest/v1/rpc/list_chat_contacts', body: '{}' }, { path: '/rest/v1/notifications?user_id=eq.$u', head: true as const, prefer: 'count=exact' }],
    member: true as const,
  },
];
/** Where supabase-js keeps the session for API.url, and a stored session whose token expires `inSeconds` from now. */
const SESSION_KEY = 'sb-api-auth-token';
const session = (inSeconds: number) =>
  JSON.stringify({ access_token: 'member-jwt', token_type: 'bearer', expires_at: Math.floor(Date.now() / 1000) + inSeconds, refresh_token: 'r', user: { id: 'u-1' } });

interface LoaderRun {
  added: { tag: string; attrs: Record<string, string> }[];
  /** What replaced the shell's loading line, if anything. */
  shell: { tag: string; attrs: Record<string, string>; style?: string }[];
  fetched: { url: string; method?: string; body?: string; headers: Record<string, string> }[];
  boot: Record<string, unknown> | undefined;
  /** Elements put at the end of <body>, as they are (a video records `played`). */
  body: FakeNode[];
  window: Record<string, unknown>;
  /** Timers with a delay, not run: call them to let that time pass. */
  later: (() => void)[];
}

/** What the fake browser differs in: URL fragment, reduced motion, native HLS. */
interface FakeBrowser {
  hash?: string;
  reducedMotion?: boolean;
  nativeHls?: boolean;
}

type FakeNode = Record<string, unknown> & { tag: string; attrs: Record<string, string> };

/** Runs the inline loader against a fake browser at `pathname` with `stored` in localStorage, with frames and timers run at once. */
function runLoader(html: string, pathname: string, stored: Record<string, string> = {}, phone = false, rows: object[] = ROWS, browser: FakeBrowser = {}): LoaderRun {
  const script = /<script>(\(function\(\)\{var d=[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the html');
  const added: { tag: string; attrs: Record<string, string> }[] = [];
  const shell: LoaderRun['shell'] = [];
  const own = (n: object) => Object.fromEntries(Object.entries(n).filter(([k, v]) => k !== 'tag' && k !== 'attrs' && typeof v !== 'function')) as Record<string, string>;
  const body: FakeNode[] = [];
  const later: (() => void)[] = [];
  const document = {
    createElement: (tag: string) => {
      const node: FakeNode = { tag, attrs: {}, setAttribute: (k: string, v: string) => void (node.attrs[k] = v), removeAttribute: (k: string) => void delete node[k] };
      if (tag === 'img') node.getBoundingClientRect = () => ({ left: 16, top: 180, width: 358, height: 652 });
      if (tag === 'video') {
        node.canPlayType = (t: string) => (t === 'application/vnd.apple.mpegurl' && browser.nativeHls !== false ? 'maybe' : '');
        node.play = () => ((node.played = true), Promise.resolve());
        const listeners: Record<string, (() => void)[]> = {};
        node.addEventListener = (type: string, f: () => void) => void (listeners[type] ??= []).push(f);
        node.fire = (type: string) => (listeners[type] ?? []).forEach((f) => f());
        node.load = () => void (node.loaded = true);
        node.remove = () => void body.splice(body.indexOf(node), 1);
      }
      return node;
    },
    body: { appendChild: (n: FakeNode) => void (body.push(n), (n.parentNode = document.body)) },
    getElementById: (id: string) =>
      id === 'boot-loading' ? { replaceWith: (n: { tag: string; attrs: Record<string, string> }) => shell.push({ tag: n.tag, attrs: own(n), style: n.attrs.style }) } : null,
    head: { appendChild: (n: { tag: string } & Record<string, unknown>) => added.push({ tag: n.tag, attrs: own(n) }) },
  };
  const fetched: LoaderRun['fetched'] = [];
  const window: { fetch: unknown; matchMedia: unknown; __nexoBoot?: Record<string, unknown>; [k: string]: unknown } = {
    scrollX: 0,
    scrollY: 0,
    matchMedia: (q: string) => ({ matches: (phone && q === '(max-width: 639px)') || (!!browser.reducedMotion && q === '(prefers-reduced-motion: reduce)') }),
    fetch: (url: string, init: { method?: string; body?: string; headers: Record<string, string> }) => (
      fetched.push({ url, ...init }), Promise.resolve({ ok: true, clone: () => ({ json: async () => rows }) })
    ),
  };
  const keys = Object.keys(stored);
  const localStorage = { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => stored[k] ?? null };
  runInNewContext(script, {
    document,
    window,
    fetch: window.fetch,
    localStorage,
    location: { pathname, hash: browser.hash ?? '' },
    requestAnimationFrame: (f: () => void) => f(),
    setTimeout: (f: () => void, ms = 0) => (ms > 0 ? later.push(f) : f()),
  });
  return { added, shell, fetched, boot: window.__nexoBoot, body, window, later };
}

describe('inlineStylesheets', () => {
  it('replaces a stylesheet link with its text (keeping a disabled link for Vite) and leaves unknown files alone', () => {
    const out = inlineStylesheets(BUILT, (f) => (f === 'assets/index.css' ? 'body{color:red}' : undefined));
    expect(out).toContain('<style>body{color:red}</style><link rel="stylesheet" disabled href="/assets/index.css">');
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(inlineStylesheets(BUILT, () => undefined)).toContain('rel="stylesheet"');
  });
});

describe('withBootLoader', () => {
  const routes = [
    { pattern: '^/$', files: ['/assets/home.js'] },
    { pattern: '^/post/[^/]+$', files: ['/assets/post.js', '/assets/ui.js'] },
  ];

  it('takes the entry script and its modulepreloads out of the HTML', () => {
    const out = withBootLoader(BUILT, routes, API, PREFETCH);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('rel="modulepreload"');
  });

  it('loads the entry once, preloads its imports and the chunks of the page being opened', () => {
    const { added } = runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/post/7/');
    expect(added.filter((n) => n.tag === 'script').map((n) => n.attrs.src)).toEqual(['/assets/index.js']);
    expect(added.filter((n) => n.tag === 'link').map((n) => n.attrs.href)).toEqual(['/assets/react.js', '/assets/post.js', '/assets/ui.js']);
    expect(added.every((n) => n.attrs.crossOrigin === '')).toBe(true);
  });

  it('preloads no route chunk for a URL no route matches', () => {
    const { added } = runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/nowhere');
    expect(added.map((n) => n.attrs.src ?? n.attrs.href)).toEqual(['/assets/index.js', '/assets/react.js']);
  });

  it('leaves HTML without an entry script unchanged', () => {
    expect(withBootLoader('<html><body></body></html>', routes, API, PREFETCH)).toBe('<html><body></body></html>');
  });

  it('starts the page\'s REST reads at once for anonymous visitors, with the publishable key', () => {
    const { fetched, boot } = runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/post/7');
    expect(fetched.map((f) => f.url)).toEqual(['http://api.test/rest/v1/posts?id=eq.7', 'http://api.test/rest/v1/comments?post_id=eq.7']);
    expect(fetched[0]).toEqual({ url: 'http://api.test/rest/v1/posts?id=eq.7', method: 'GET', headers: { apikey: 'sb_publishable_k', Authorization: 'Bearer sb_publishable_k' } });
    expect(Object.keys(boot ?? {})).toEqual(fetched.map((f) => f.url));
  });

  it('preloads the main image named by the first row once it arrives', async () => {
    const { added } = runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/post/7');
    await new Promise((r) => setImmediate(r));
    const preload = added.filter((n) => n.attrs.rel === 'preload');
    expect(preload).toEqual([{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: '/media/posts/post-7.svg', fetchPriority: 'high' } }]);
  });

  it('takes the image from the first row the page shows first when the table names one (else from the first row)', async () => {
    const pick = [{ ...PREFETCH[0]!, imageRow: ['type', 'live'] as [string, string] }];
    const rows = [
      { id: 1, type: 'recorded', image_url: '/media/a.svg' },
      { id: 2, type: 'live', image_url: '/media/b.svg' },
      { id: 3, type: 'live', image_url: '/media/c.svg' },
    ];
    const live = runLoader(withBootLoader(BUILT, routes, API, pick), '/post/7', {}, false, rows);
    const none = runLoader(withBootLoader(BUILT, routes, API, pick), '/post/7', {}, false, rows.slice(0, 1));
    await new Promise((r) => setImmediate(r));
    expect(live.added.filter((n) => n.attrs.rel === 'preload').map((n) => n.attrs.href)).toEqual(['/media/b.svg']);
    expect(none.added.filter((n) => n.attrs.rel === 'preload').map((n) => n.attrs.href)).toEqual(['/media/a.svg']);
  });

  it('shows the main image in the boot shell on phones, for pages that ask for it', async () => {
    const withShell = [{ ...PREFETCH[0]!, shell: 'aspect-ratio:16/9' }];
    const phone = runLoader(withBootLoader(BUILT, routes, API, withShell), '/post/7', {}, true);
    await new Promise((r) => setImmediate(r));
    expect(phone.shell).toEqual([
      { tag: 'img', attrs: { alt: '', fetchPriority: 'high', src: '/media/posts/post-7.svg' }, style: 'display:block;width:100%;object-fit:cover;aspect-ratio:16/9' },
    ]);
    const wide = runLoader(withBootLoader(BUILT, routes, API, withShell), '/post/7', {}, false);
    const without = runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/post/7', {}, true);
    await new Promise((r) => setImmediate(r));
    expect(wide.shell).toEqual([]);
    expect(without.shell).toEqual([]);
  });

  it("starts a member's reads with the stored token and id: a POST with the table's body, a HEAD count, recorded for the hand-off", () => {
    const { fetched, boot } = runLoader(withBootLoader(BUILT, routes, API, MEMBER_PREFETCH), '/chat', { theme: 'dark', [SESSION_KEY]: session(3600) });
    expect(fetched).toEqual([
      {
        url: 'http://api.test/rest/v1/rpc/list_chat_contacts',
        method: 'POST',
        body: '{}',
        headers: { apikey: 'sb_publishable_k', Authorization: 'Bearer member-jwt', 'Content-Type': 'application/json' },
      },
      {
        url: 'http://api.test/rest/v1/notifications?user_id=eq.u-1',
        method: 'HEAD',
        headers: { apikey: 'sb_publishable_k', Authorization: 'Bearer member-jwt', Prefer: 'count=exact' },
      },
    ]);
    expect(boot?.['http://api.test/rest/v1/rpc/list_chat_contacts']).toMatchObject({ m: 'POST', b: '{}', a: 'Bearer member-jwt', p: '' });
    expect(boot?.['http://api.test/rest/v1/notifications?user_id=eq.u-1']).toMatchObject({ m: 'HEAD', b: '', a: 'Bearer member-jwt', p: 'count=exact' });
    // A visitor's entry records its request the same way, for bootAwareFetch's one rule.
    expect(runLoader(withBootLoader(BUILT, routes, API, MEMBER_PREFETCH), '/post/7').boot?.['http://api.test/rest/v1/posts?id=eq.7']).toMatchObject({
      m: 'GET',
      b: '',
      a: 'Bearer sb_publishable_k',
      p: '',
    });
  });

  it("starts no member's read without a session, with a token about to expire, or with a broken stored value", () => {
    const html = withBootLoader(BUILT, routes, API, MEMBER_PREFETCH);
    const margin = MEMBER_TOKEN_MARGIN_MS / 1000;
    expect(runLoader(html, '/chat').fetched).toEqual([]);
    expect(runLoader(html, '/chat', { [SESSION_KEY]: session(margin - 5) }).fetched).toEqual([]);
    expect(runLoader(html, '/chat', { [SESSION_KEY]: session(-60) }).fetched).toEqual([]);
    expect(runLoader(html, '/chat', { [SESSION_KEY]: '{not json' }).fetched).toEqual([]);
    expect(runLoader(html, '/chat', { [SESSION_KEY]: JSON.stringify({ access_token: 'member-jwt' }) }).fetched).toEqual([]);
    expect(runLoader(html, '/chat', { [SESSION_KEY]: JSON.stringify({ ...JSON.parse(session(3600)), user: null }) }).fetched).toEqual([]);
    // Another project's session is not this API's member.
    expect(runLoader(html, '/chat', { 'sb-other-auth-token': session(3600) }).fetched).toEqual([]);
    expect(runLoader(html, '/chat', { [SESSION_KEY]: session(margin + 60) }).fetched).toHaveLength(2);
    // Whatever the session, the app's code still loads.
    expect(runLoader(html, '/chat', { [SESSION_KEY]: '{not json' }).added.filter((n) => n.tag === 'script')).toHaveLength(1);
  });

  describe('the first video, on a phone', () => {
    const reels = [{ pattern: '^/reels$', paths: ['/rest/v1/reels?limit=50'], image: 'poster_url', shell: 'height:40rem', video: 'video_url' }];
    const rows = [{ id: 3, poster_url: '/p.svg', video_url: '/media/video/reel-1/index.m3u8' }];
    const open = async (phone: boolean, browser: FakeBrowser = {}) => {
      const run = runLoader(withBootLoader(BUILT, routes, API, reels), '/reels', {}, phone, rows, browser);
      await new Promise((r) => setImmediate(r));
      return run;
    };

    it('plays, muted and looping, right over the shell\'s poster, marked as the first reel, for the player to adopt', async () => {
      const run = await open(true);
      expect(run.shell.map((n) => n.tag)).toEqual(['img']);
      expect(run.body).toHaveLength(1);
      const video = run.body[0]!;
      expect(video).toMatchObject({ tag: 'video', src: '/media/video/reel-1/index.m3u8', poster: '/p.svg', muted: true, loop: true, playsInline: true, autoplay: true, played: true });
      expect(video.attrs).toMatchObject({ 'aria-hidden': 'true', 'data-role': 'play', 'data-reel-id': '3' });
      expect(video.attrs.style).toContain('position:absolute;left:16px;top:180px;width:358px;height:652px;object-fit:cover');
      expect(run.window.__nexoBootVideo).toBe(video);
    });

    it("plays a row's own video only from the app or the project's Storage, never from another host", async () => {
      const own = 'http://api.test/storage/v1/object/public/reels/u1/clip.mp4';
      for (const [url, played] of [[own, [own]], ['https://evil.test/storage/v1/object/public/reels/u1/clip.mp4', []], ['//evil.test/clip.mp4', []]] as const) {
        const run = runLoader(withBootLoader(BUILT, routes, API, reels), '/reels', {}, true, [{ ...rows[0], video_url: url }]);
        await new Promise((r) => setImmediate(r));
        expect(run.body.filter((n) => n.tag === 'video').map((n) => n.src)).toEqual(played);
      }
    });

    it('plays a non-HLS source where HLS would need hls.js', async () => {
      const run = runLoader(withBootLoader(BUILT, routes, API, reels), '/reels', {}, true, [{ ...rows[0], video_url: '/media/video/reel-m3u8' }], { nativeHls: false });
      await new Promise((r) => setImmediate(r));
      expect(run.body.map((n) => n.src)).toEqual(['/media/video/reel-m3u8']);
    });

    it('holds the app\'s entry (preloaded meanwhile) until the video plays, or 400 ms, so the two do not start in series on one thread', async () => {
      const scripts = (run: LoaderRun) => run.added.filter((n) => n.tag === 'script').map((n) => n.attrs.src);
      const run = await open(true);
      expect(scripts(run)).toEqual([]);
      expect(run.added.filter((n) => n.tag === 'link').map((n) => n.attrs.href)).toContain('/assets/index.js');
      (run.body[0]!.fire as (t: string) => void)('playing');
      expect(scripts(run)).toEqual(['/assets/index.js']);
      const slow = await open(true);
      slow.later.forEach((f) => f());
      expect(scripts(slow)).toEqual(['/assets/index.js']);
      // No video to wait for: the entry loads at once.
      for (const other of [await open(false), await open(true, { hash: '#7' }), await open(true, { nativeHls: false })]) expect(scripts(other)).toEqual(['/assets/index.js']);
    });

    it('is released after 10 s when no player took it', async () => {
      const run = await open(true);
      const video = run.body[0]!;
      run.later.forEach((f) => f());
      expect(run.body).toEqual([]);
      expect([video.src, video.loaded, run.window.__nexoBootVideo]).toEqual([undefined, true, undefined]);
    });

    it('is not started on a wide screen, with a #fragment naming another reel, with reduced motion, or where HLS needs hls.js', async () => {
      for (const run of [await open(false), await open(true, { hash: '#7' }), await open(true, { reducedMotion: true }), await open(true, { nativeHls: false })]) {
        expect(run.body).toEqual([]);
        expect(run.window.__nexoBootVideo).toBeUndefined();
      }
      // The poster shell itself still shows on those phones.
      expect((await open(true, { reducedMotion: true })).shell.map((n) => n.tag)).toEqual(['img']);
    });
  });

  describe('a live stream on air, any screen', () => {
    const entry = {
      pattern: '^/live-event/([1-9][0-9]*)$',
      paths: ['/rest/v1/live_broadcasts?event_id=eq.$1'],
      video: 'playlist_path',
      videoBase: '/storage/v1/object/public/live/',
      videoWhen: ['state', 'live'] as [string, string],
    };
    const live = [entry, { ...entry, member: true as const }];
    const onAir = [{ event_id: 13, state: 'live', playlist_path: '13/2/live.m3u8' }];
    const open = async (rows: object[] = onAir, browser: FakeBrowser = {}, stored: Record<string, string> = {}) => {
      const run = runLoader(withBootLoader(BUILT, routes, API, live), '/live-event/13', stored, false, rows, browser);
      await new Promise((r) => setImmediate(r));
      return run;
    };

    it('starts playing, muted, in a one-pixel element under the page, from the public URL, for the player to adopt', async () => {
      const run = await open();
      expect(run.body).toHaveLength(1);
      const video = run.body[0]!;
      expect(video).toMatchObject({ tag: 'video', src: 'http://api.test/storage/v1/object/public/live/13/2/live.m3u8', crossOrigin: 'anonymous', muted: true, autoplay: true, played: true });
      expect([video.loop, video.poster, video.attrs['data-role']]).toEqual([undefined, undefined, undefined]);
      expect(video.attrs.style).toContain('width:1px;height:1px;z-index:-1');
      expect(run.window.__nexoBootVideo).toBe(video);
      // The app's code waits (preloaded meanwhile) until the stream plays, so the two do not start in series.
      expect(run.added.filter((n) => n.tag === 'script')).toEqual([]);
      expect(run.added.filter((n) => n.tag === 'link').map((n) => n.attrs.href)).toContain('/assets/index.js');
    });

    it('holds the entry until the stream plays (or a timer gives up), and not at all off air', async () => {
      const scripts = (run: LoaderRun) => run.added.filter((n) => n.tag === 'script').map((n) => n.attrs.src);
      const run = await open();
      (run.body[0]!.fire as (t: string) => void)('playing');
      expect(scripts(run)).toEqual(['/assets/index.js']);
      const slow = await open();
      slow.later.forEach((f) => f());
      expect(scripts(slow)).toEqual(['/assets/index.js']);
      expect(scripts(await open([{ ...onAir[0], state: 'lost' }]))).toEqual(['/assets/index.js']);
    });

    it("is started for a member too, by the member's entry with the stored token", async () => {
      const run = await open(onAir, {}, { [SESSION_KEY]: session(3600) });
      expect(run.fetched.map((f) => f.headers.Authorization)).toEqual(['Bearer member-jwt']);
      expect(run.body).toHaveLength(1);
    });

    it('is not started off air, with reduced motion, with a #fragment, or where HLS needs hls.js', async () => {
      for (const run of [
        await open([{ ...onAir[0], state: 'lost' }]),
        await open([]),
        await open(onAir, { reducedMotion: true }),
        await open(onAir, { hash: '#chat' }),
        await open(onAir, { nativeHls: false }),
      ]) {
        expect(run.body).toEqual([]);
        expect(run.added.filter((n) => n.tag === 'script')).toHaveLength(1);
      }
    });

    it('encodes each segment of the path', async () => {
      const run = await open([{ ...onAir[0], playlist_path: '13/2/a b#.m3u8' }]);
      expect(run.body[0]!.src).toBe('http://api.test/storage/v1/object/public/live/13/2/a%20b%23.m3u8');
    });
  });

  it('starts no early read for a signed-in visitor or a page without any', () => {
    expect(runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/post/7', { theme: 'dark', 'sb-127-auth-token': session(3600) }).fetched).toEqual([]);
    expect(runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/post/abc').fetched).toEqual([]);
    expect(runLoader(withBootLoader(BUILT, routes, API, PREFETCH), '/').fetched).toEqual([]);
  });
});

describe('the boot shell under the dev server', () => {
  it('is hidden there by a rule that matches the shell of index.html (a direct child of #root)', async () => {
    const { readFileSync } = await import('node:fs');
    const { HIDE_BOOT_SHELL_CSS, hideBootShellInDev } = await import('./boot-html');
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toMatch(/<div id="root">\s*<div [^>]*aria-hidden="true"/);
    expect(HIDE_BOOT_SHELL_CSS.startsWith('#root > [aria-hidden="true"]')).toBe(true);
    const plugin = hideBootShellInDev();
    expect(plugin.apply).toBe('serve');
  });
});
