// `npm run bench -- web [--runs N] [--pages /,/post/1] [--no-lighthouse] [--no-video] [--no-reels] [--http1]`: initial JS
// of `/`, the time from clicking a lesson to its first video frame, reels playback timings (first frame of the first reel,
// of the next reel after a snap) and Lighthouse mobile scores (/chat signed in as the demo member, the rest as a visitor).
// The app is served over HTTPS with HTTP/2, as any production static host serves it: Lighthouse's simulation replays the
// connections it observed, and over loopback HTTP/1.1 it modelled each page's dozen files on six fresh connections, each
// with its own handshake and slow start, something no visitor of a deployed site goes through. `--http1` measures that way.
import path from 'node:path';
import { record } from './report.js';
import { readdirSync } from 'node:fs';
import { request } from 'node:https';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import { buildApp } from '../e2e/support/build.js';
import { serveStatic, type StaticServer } from '../e2e/support/static-server.js';
import { measureInitialBundle } from './web-bundle.js';
import { auditPage, launchChromium, setLocalStorage, CHROMIUM, type PageScore } from './web-lighthouse.js';
import { measureReels, type ReelsTimings } from './web-reels.js';
import { measureLessonFirstFrame } from './web-video.js';
import { loopbackCertificate, type Tls } from './web-tls.js';

const OUT_DIR = path.resolve('dist-bench');
const PAGES = ['/', '/communities/1', '/courses', '/courses/1', '/post/1', '/reels', '/live-sessions', '/job-search', '/chat'];
// Pages audited signed in (as the seed's demo member); every other page is audited as a visitor.
const SIGNED_IN = new Set(['/chat']);
const DEMO = { email: 'demo@nexo.dev', password: 'nexo1234' };
const FIRST_FRAME_TARGET_MS = 500;
const NEXT_FRAME_TARGET_MS = 200;
const JS_BUDGET_KB = 170;
const SCORE_TARGET = 98;
// The whole run stops by itself even if something hangs.
const HARD_LIMIT_MS = 8 * 60_000;

interface Options {
  runs: number;
  pages: string[];
  lighthouse: boolean;
  video: boolean;
  reels: boolean;
  http1: boolean;
}

function parseArgs(args: string[]): Options {
  const opts: Options = { runs: 1, pages: PAGES, lighthouse: true, video: true, reels: true, http1: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--runs') opts.runs = Math.max(1, Math.min(5, Number(args[++i]) || 1));
    else if (a === '--pages') opts.pages = String(args[++i] ?? '').split(',').filter(Boolean);
    else if (a === '--no-lighthouse') opts.lighthouse = false;
    else if (a === '--no-video') opts.video = false;
    else if (a === '--no-reels') opts.reels = false;
    else if (a === '--http1') opts.http1 = true;
    else throw new Error(`Unknown argument ${a}`);
  }
  return opts;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number | null) => (n == null ? '—' : `${Math.round(n)} ms`);
const pad = (s: string, n: number) => s.padEnd(n);

function printBundle(outDir: string): void {
  const b = measureInitialBundle(outDir);
  console.log('\nInitial JS for / (entry + static imports + modulepreloads + the boot loader\'s chunks for /):');
  for (const a of b.js) console.log(`  ${pad(a.file, 44)} ${kb(a.raw).padStart(10)} raw ${kb(a.gzip).padStart(10)} gzip${a.isHls ? '  ← hls.js' : ''}`);
  const ok = b.totals.jsGzip <= JS_BUDGET_KB * 1024;
  console.log(`  ${pad('TOTAL', 44)} ${kb(b.totals.jsRaw).padStart(10)} raw ${kb(b.totals.jsGzip).padStart(10)} gzip  (brotli ${kb(b.totals.jsBrotli)})  target ≤ ${JS_BUDGET_KB} KB gzip: ${ok ? 'OK' : 'MISSED'}`);
  for (const c of b.css) console.log(`  css ${pad(c.file, 40)} ${kb(c.raw).padStart(10)} raw ${kb(c.gzip).padStart(10)} gzip ${b.cssInlined ? '(inlined in index.html)' : '(render-blocking)'}`);
  const initialHls = b.js.filter((a) => a.isHls).map((a) => a.file);
  record({ bench: 'web', metric: 'initial JS for / (gzip)', value: kb(b.totals.jsGzip), target: `≤ ${JS_BUDGET_KB} KB`, ok });
  record({ bench: 'web', metric: 'hls.js in the initial bundle', value: initialHls.length ? 'yes' : 'no', target: 'no', ok: !initialHls.length });
  console.log(
    `  hls.js in initial bundle: ${initialHls.length ? `YES (${initialHls.join(', ')}) — target: never` : 'no (target: never) OK'}; lazy chunks with hls.js: ${b.hlsChunks.filter((f) => !initialHls.includes(f)).join(', ') || 'none'}`,
  );
}

const middle = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]! : null);

function printReels(all: ReelsTimings[]): void {
  const firsts = all.flatMap((r) => (r.firstFrame == null ? [] : [r.firstFrame]));
  const snaps = all.flatMap((r) => r.snaps);
  const first = middle(firsts);
  const next = middle(snaps);
  const verdict = (v: number | null, target: number) => (v == null ? 'NO DATA' : v <= target ? 'OK' : 'MISSED');
  console.log(`\nReels playback (${CHROMIUM}, 390×844, loopback; ${all.length === 1 ? '1 run' : `median of ${all.length} runs`}):`);
  console.log(`  first frame of the first reel (from navigation start)  ${ms(first).padStart(8)}  target ≤ ${FIRST_FRAME_TARGET_MS} ms: ${verdict(first, FIRST_FRAME_TARGET_MS)}`);
  console.log(
    `  first frame of the next reel after a snap (median of ${snaps.length}; max ${ms(snaps.length ? Math.max(...snaps) : null)})  ${ms(next).padStart(8)}  target ≤ ${NEXT_FRAME_TARGET_MS} ms: ${verdict(next, NEXT_FRAME_TARGET_MS)}`,
  );
  for (const r of all) if (r.error) console.log(`    note: ${r.error}`);
  record({ bench: 'web', metric: 'reels: first frame of the first reel', value: ms(first), target: `≤ ${FIRST_FRAME_TARGET_MS} ms`, ok: first != null && first <= FIRST_FRAME_TARGET_MS });
  record({ bench: 'web', metric: 'reels: first frame of the next reel after a snap', value: ms(next), target: `≤ ${NEXT_FRAME_TARGET_MS} ms`, ok: next != null && next <= NEXT_FRAME_TARGET_MS });
}

/** GET `url` to the end; over HTTPS the bench's own certificate is the only one trusted. */
async function getOnce(url: string, encoding: string, tls: Tls | null): Promise<void> {
  if (!tls) return void (await (await fetch(url, { headers: { 'Accept-Encoding': encoding } })).arrayBuffer());
  await new Promise<void>((resolve, reject) => {
    request(url, { ca: tls.cert, headers: { 'Accept-Encoding': encoding } }, (res) => res.resume().on('end', resolve).on('error', reject))
      .on('error', reject)
      .end();
  });
}

/** Requests every built file once per encoding, so the server's compressed copies exist before anything is measured. */
async function warmServer(origin: string, tls: Tls | null): Promise<void> {
  const files = readdirSync(OUT_DIR, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.parentPath.includes('.vite'))
    .map((d) => path.relative(OUT_DIR, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  for (const f of files) for (const enc of ['br', 'gzip']) await getOnce(`${origin}/${f}`, enc, tls);
}

/** The certificate for serving over HTTPS, or null for plain HTTP/1.1 (asked for, or no openssl: said on the console). */
function chooseTls(http1: boolean): Tls | null {
  if (http1) return null;
  const made = loopbackCertificate();
  if ('error' in made) {
    console.log(`No certificate (${made.error}): serving over plain HTTP/1.1.`);
    return null;
  }
  return made;
}

/** The demo member's session as the app keeps it in localStorage (key and value), signed in through auth. */
async function demoSession(apiUrl: string, publishableKey: string): Promise<[string, string]> {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return [`sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`, JSON.stringify(session)];
}

function median(runs: PageScore[]): PageScore {
  const scored = runs.filter((r) => r.score != null).sort((a, b) => a.score! - b.score!);
  return scored[Math.floor((scored.length - 1) / 2)] ?? runs[0]!;
}

function printScores(scores: PageScore[], runs: number, protocol: string): void {
  console.log(`\nLighthouse mobile performance (${runs === 1 ? '1 run' : `median of ${runs} runs`}, simulated throttling, app over ${protocol}, ${CHROMIUM}):`);
  console.log(`  ${pad('page', 18)} ${pad('score', 8)} ${pad('FCP', 9)} ${pad('LCP', 9)} ${pad('TBT', 9)} ${pad('CLS', 7)} ${pad('SI', 9)} target ≥ ${SCORE_TARGET}`);
  for (const s of scores) {
    const verdict = s.score == null ? 'NO SCORE' : s.score >= SCORE_TARGET ? 'OK' : 'MISSED';
    console.log(
      `  ${pad(s.path, 18)} ${pad(s.score == null ? '—' : String(s.score), 8)} ${pad(ms(s.fcp), 9)} ${pad(ms(s.lcp), 9)} ${pad(ms(s.tbt), 9)} ${pad(s.cls == null ? '—' : s.cls.toFixed(3), 7)} ${pad(ms(s.si), 9)} ${verdict}`,
    );
    if (s.error) console.log(`    note: ${s.error}`);
    record({ bench: 'web', metric: `Lighthouse mobile ${s.path} over ${protocol} (LCP ${ms(s.lcp)}, CLS ${s.cls == null ? '—' : s.cls.toFixed(3)})`, value: s.score == null ? '—' : String(s.score), target: `≥ ${SCORE_TARGET}`, ok: s.score != null && s.score >= SCORE_TARGET });
  }
}

export async function run(args: string[]): Promise<void> {
  const opts = parseArgs(args);
  const watchdog = setTimeout(() => {
    console.error(`web bench exceeded ${HARD_LIMIT_MS / 60_000} min; stopping.`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  watchdog.unref();
  let app: StaticServer | undefined;
  let stack: StackHandle | undefined;
  try {
    const t0 = performance.now();
    const tls = chooseTls(opts.http1);
    app = await serveStatic(OUT_DIR, { compress: true, tls: tls ?? undefined });
    stack = await startStack({ data: 'memory', port: 0, dbPort: 0, mailPort: 0, smtpPort: 0, serveDb: false });
    console.log(`local-supabase (memory, migrations + seed) at ${stack.apiUrl}; building the app into ${path.relative(process.cwd(), OUT_DIR)}/ …`);
    await buildApp(stack.apiUrl, OUT_DIR, ['--manifest']);
    console.log(`ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; app at ${app.url} (${tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}, brotli/gzip, immutable assets)`);
    printBundle(OUT_DIR);
    if (!opts.lighthouse && !opts.video && !opts.reels) return;
    await warmServer(app.url, tls);
    if (opts.video) {
      const frame = await measureLessonFirstFrame(app.url, Math.max(3, opts.runs));
      const verdict = frame.median == null ? 'NO MEASUREMENT' : frame.median <= FIRST_FRAME_TARGET_MS ? 'OK' : 'MISSED';
      console.log(
        `\nLesson click → first video frame on /courses/1 (loopback): median ${ms(frame.median)} of [${frame.runs.map((r) => ms(r)).join(', ')}]  target ≤ ${FIRST_FRAME_TARGET_MS} ms: ${verdict}`,
      );
      if (frame.error) console.log(`  note: ${frame.error}`);
      record({ bench: 'web', metric: 'lesson click → first video frame', value: ms(frame.median), target: `≤ ${FIRST_FRAME_TARGET_MS} ms`, ok: frame.median != null && frame.median <= FIRST_FRAME_TARGET_MS });
    }
    if (opts.reels) {
      const timings: ReelsTimings[] = [];
      for (let i = 0; i < opts.runs; i++) timings.push(await measureReels(app.url));
      printReels(timings);
    }
    if (!opts.lighthouse) return;
    // The bench's own certificate is self-signed; nothing else is fetched over TLS.
    const browser = await launchChromium(tls ? ['--ignore-certificate-errors'] : []);
    try {
      // One discarded run: the first navigation of a fresh Chromium pays one-off startup costs no visitor sees twice.
      await auditPage(browser.port, app.url, '/');
      const results: PageScore[] = [];
      for (const page of opts.pages) {
        const signedIn = SIGNED_IN.has(page);
        const session = signedIn ? await demoSession(stack.apiUrl, stack.config.keys.publishableKey) : null;
        if (session) await setLocalStorage(browser.port, app.url, { [session[0]]: session[1] });
        const runs: PageScore[] = [];
        try {
          for (let i = 0; i < opts.runs; i++) runs.push(await auditPage(browser.port, app.url, page));
        } finally {
          if (session) await setLocalStorage(browser.port, app.url, { [session[0]]: null });
        }
        results.push({ ...median(runs), path: signedIn ? `${page} (member)` : page });
      }
      printScores(results, opts.runs, tls ? 'HTTP/2' : 'HTTP/1.1');
    } finally {
      await browser.close();
    }
  } finally {
    await stack?.stop().catch(() => undefined);
    await app?.close();
    clearTimeout(watchdog);
  }
}
