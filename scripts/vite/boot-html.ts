// Vite plugins shaping index.html for a fast first paint: API preconnect, inline CSS, and a boot loader run after paint.
import type { Plugin } from 'vite';
import { routePreloads, type BuiltChunk, type RoutePreload } from './route-chunks.js';
import { BOOT_PREFETCH, type BootPrefetch, type BootRead } from '../../src/lib/boot-prefetch-table.js';
import { DEFAULT_API_URL, DEFAULT_PUBLISHABLE_KEY, sessionStorageKey } from '../../src/lib/api-defaults.js';

/** The API URL and publishable key the app is built with (the same rule as src/lib/supabase.ts). */
export interface ApiConfig {
  url: string;
  key: string;
}

export function apiConfig(env: Record<string, string | undefined>): ApiConfig {
  return {
    url: (env.VITE_SUPABASE_URL || DEFAULT_API_URL).replace(/\/+$/, ''),
    key: env.VITE_SUPABASE_PUBLISHABLE_KEY || DEFAULT_PUBLISHABLE_KEY,
  };
}

/** Opens the connection to the API while the app's JavaScript downloads (same URL rule as src/lib/supabase.ts). */
export function preconnectApi(): Plugin {
  let apiUrl = '';
  return {
    name: 'nexo-preconnect-api',
    configResolved(config) {
      apiUrl = apiConfig(config.env).url;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' }, injectTo: 'head' }],
  };
}

/** The boot shell's own rule: hidden. The dev server loads the stylesheet through JavaScript, after the shell paints. */
export const HIDE_BOOT_SHELL_CSS = '#root > [aria-hidden="true"] { visibility: hidden; }';

/** Dev server only: the shell would paint unstyled for a moment (browser-default sizes), so it stays invisible. */
export function hideBootShellInDev(): Plugin {
  return {
    name: 'nexo-hide-boot-shell-in-dev',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'style', children: HIDE_BOOT_SHELL_CSS, injectTo: 'head' }],
  };
}

/**
 * Replaces `<link rel="stylesheet" href="/x.css">` tags with the stylesheet's text, leaving a disabled link (which the
 * browser does not fetch) to the same file. Why the link: Vite's loader for lazy chunks adds the stylesheet of the
 * chunks they import unless the page already has a stylesheet link to it; without one, the first lazy chunk would
 * download the whole stylesheet again and restyle the page.
 */
export function inlineStylesheets(html: string, read: (file: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = read(file);
    return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" disabled href="/${file}">`;
  });
}

/**
 * Why: the page's only stylesheet (~15 KB gzipped) goes inline, so the boot shell paints as soon as the HTML arrives
 * instead of one request later.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'nexo-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return inlineStylesheets(html, (file) => {
          const asset = ctx.bundle?.[file];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
      },
    },
  };
}

interface BootData {
  /** API URL and publishable key, for the early REST reads. */
  a: string;
  k: string;
  /** localStorage key of the member's session. */
  s: string;
  /**
   * [URL pattern, reads, image column, shell picture style, image row rule, for members (1) or visitors (0), video column,
   * video base path, video row rule] per page
   * with early reads (src/lib/boot-prefetch-table.ts); a read is [path, method, body ('' for none), Prefer ('' for none)].
   */
  q: [string, [string, string, string, string][], string, string, [string, string] | 0, 0 | 1, string, string, [string, string] | 0][];
  /** The entry module. */
  m: string;
  /** Modules the entry imports statically. */
  e: string[];
  /** File table for `r`. */
  f: string[];
  /** [URL pattern, indexes into `f`] per page route, most specific first. */
  r: [string, number[]][];
}

function bootRead(read: string | BootRead): [string, string, string, string] {
  if (typeof read === 'string') return [read, 'GET', '', ''];
  return [read.path, read.body !== undefined ? 'POST' : read.head ? 'HEAD' : 'GET', read.body ?? '', read.prefer ?? ''];
}

function bootData(entry: string, entryImports: string[], routes: RoutePreload[], api: ApiConfig, prefetch: BootPrefetch[]): BootData {
  const f = [...new Set(routes.flatMap((r) => r.files))];
  return {
    a: api.url,
    k: api.key,
    s: sessionStorageKey(api.url),
    q: prefetch.map((q) => [q.pattern, q.paths.map(bootRead), q.image ?? '', q.shell ?? '', q.imageRow ?? 0, q.member ? 1 : 0, q.video ?? '', q.videoBase ?? '', q.videoWhen ?? 0]),
    m: entry,
    e: entryImports,
    f,
    r: routes.map((r) => [r.pattern, r.files.map((x) => f.indexOf(x))]),
  };
}

/**
 * A member's early read needs a stored token that still has this long to live: supabase-js refreshes a token with less
 * than 90 s left before its first request (and its timer one with less than 120 s), and a refreshed token would not
 * match the early read's, which is then wasted.
 */
export const MEMBER_TOKEN_MARGIN_MS = 180_000;

// Plain ES5 so it runs before any transpiled code; `d` is the BootData above. The early REST reads start at once: a
// visitor's only without any stored session, a member's only with a stored session whose token outlives the margin,
// sent with that token and with its id in place of $u (src/lib/boot-prefetch.ts hands a read to supabase-js only for
// the same method, URL, body, Authorization and Prefer). The page's main image is preloaded from the first row, so it is cached by the time React renders the
// <img>, and on phones, for pages whose first block is that image, the boot shell shows it at once in place of its
// loading line (see BootPrefetch.shell).
// Where the table names the row's video too (see BootPrefetch.video), that video starts playing, muted, right over the
// shell's picture (the picture is its poster), and the player adopts the element. It sits at the end of <body>,
// outside #root, because React empties #root on its first render and a media element taken out of the document is
// paused. Why the app's entry script waits (preloaded meanwhile) until that video plays, or 400 ms at most: the
// renderer's main thread also drives the media pipeline's start-up, and the app's evaluation and first render held it
// in series (first frame ~480 ms with both started at once, ~260-340 ms with the entry held, bench at load ~1.1-1.4).
// The price: React takes the page over ~95 ms later (median ~450 ms instead of ~355 ms from navigation start).
// A row's own video address plays only from the app or the project's Storage (the database takes any host; no
// visitor's browser calls a third party for it).
// A page without a shell picture (a live event's stream on air) gets its video in a one-pixel element under the page
// instead, on any screen, and the entry is held too, for up to 1 s: the page's skeleton shows that element as soon as
// React renders it (BootVideoSlot), and the stream's start-up, not the render, was the longer path (bench trace at
// load ~2.5: first frame ~1.5 s from navigation start with both at once, ~0.85 s with the entry held; shown 1.6 s
// instead of 2.0-2.5 s). Why one visible pixel and not opacity 0: Chromium decoded no frame for a transparent element before the player
// took it (first data only after adoption, bench trace), which threw away the head start.
const LOADER = `var p=location.pathname.replace(/\\/+$/,'')||'/',done=false,signedIn=false,tok='',uid='',held=false,entered=false;
try{for(var i=0;i<localStorage.length;i++)if(/^sb-.+-auth-token$/.test(localStorage.key(i)||''))signedIn=true;
var ss=JSON.parse(localStorage.getItem(d.s)||'null');if(ss&&typeof ss.access_token==='string'&&ss.user&&typeof ss.user.id==='string'&&ss.expires_at*1000-Date.now()>${MEMBER_TOKEN_MARGIN_MS}){tok=ss.access_token;uid=encodeURIComponent(ss.user.id)}}catch(e){}
var still=!location.hash&&!(window.matchMedia&&window.matchMedia('(prefers-reduced-motion: reduce)').matches);
if(window.fetch)for(var j=0;j<d.q.length;j++){var m=new RegExp(d.q[j][0]).exec(p);if(m){var mem=d.q[j][5];if(mem?!tok:signedIn)continue;
var b=window.__nexoBoot={},au='Bearer '+(mem?tok:d.k),c=d.q[j][2],st=d.q[j][3],w=d.q[j][4],vc=d.q[j][6],vb=d.q[j][7],vw=d.q[j][8];
if(vc&&st&&c&&still&&window.matchMedia&&window.matchMedia('(max-width: 639px)').matches){held=true;setTimeout(release,400)}else if(vc&&!st&&still){held=true;setTimeout(release,1000)}
d.q[j][1].forEach(function(x,k){var u=d.a+x[0].replace(/\\$1/g,m[1]).replace(/\\$u/g,uid),bo=x[2],h={apikey:d.k,Authorization:au},o={method:x[1],headers:h};
if(bo){h['Content-Type']='application/json';o.body=bo}if(x[3])h.Prefer=x[3];
var r=fetch(u,o);r.catch(function(){});b[u]={r:r,m:x[1],b:bo,a:au,p:x[3]};
if(k===0&&(c||vc))r.then(function(r){return r.ok?r.clone().json():null}).then(function(rows){var row=rows&&rows[0],started=false;
if(w&&rows)for(var n=0;n<rows.length;n++)if(rows[n]&&rows[n][w[0]]===w[1]){row=rows[n];break}var s=c&&row&&row[c],vs=row&&vc&&still?videoSrc(row):'';
if(typeof s==='string'&&s){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=s;l.fetchPriority='high';document.head.appendChild(l);
var sh=st&&window.matchMedia&&window.matchMedia('(max-width: 639px)').matches&&document.getElementById('boot-loading');
if(sh){var im=document.createElement('img');im.alt='';im.fetchPriority='high';im.setAttribute('style','display:block;width:100%;object-fit:cover;'+st);im.src=s;sh.replaceWith(im);
if(vs)started=bootVideo(im,row,vs,s)}}else if(vs&&!st)started=bootVideo(null,row,vs,'');if(!started)release()}).catch(release)});break}}
function videoSrc(row){var v=row[vc];if(typeof v!=='string'||!v||(vw&&row[vw[0]]!==vw[1]))return '';if(vb)return d.a+vb+v.split('/').map(encodeURIComponent).join('/');
return (v.charAt(0)==='/'&&v.charAt(1)!=='/')||v.indexOf(d.a+'/storage/v1/object/public/')===0?v:''}
function bootVideo(im,row,vs,s){var v=document.createElement('video');if(/\\.m3u8([?#]|$)/i.test(vs)&&!v.canPlayType('application/vnd.apple.mpegurl'))return false;
if(v.requestVideoFrameCallback)v.requestVideoFrameCallback(release);v.addEventListener('playing',release);v.addEventListener('error',release);
v.muted=true;v.playsInline=true;v.autoplay=true;v.preload='auto';if(vb)v.crossOrigin='anonymous';v.setAttribute('aria-hidden','true');
if(im){var r=im.getBoundingClientRect();v.loop=true;v.poster=s;v.setAttribute('data-role','play');v.setAttribute('data-reel-id',String(row.id));
v.setAttribute('style','position:absolute;left:'+(r.left+window.scrollX)+'px;top:'+(r.top+window.scrollY)+'px;width:'+r.width+'px;height:'+r.height+'px;object-fit:cover;border-radius:1rem;background:#000')}
else v.setAttribute('style','position:fixed;left:0;top:0;width:1px;height:1px;z-index:-1;pointer-events:none');
v.src=vs;window.__nexoBootVideo=v;document.body.appendChild(v);var pv=v.play();if(pv&&pv.catch)pv.catch(release);
setTimeout(function(){if(window.__nexoBootVideo===v&&v.parentNode===document.body){delete window.__nexoBootVideo;v.remove();v.removeAttribute('src');v.load()}},10000);return true}
function add(h,s){var n=document.createElement(s?'script':'link');if(s){n.type='module';n.src=h}else{n.rel='modulepreload';n.href=h}n.crossOrigin='';document.head.appendChild(n)}
function go(){if(entered)return;entered=true;add(d.m,true)}
function release(){held=false;if(done)go()}
function boot(){if(done)return;done=true;if(held)add(d.m);else go();d.e.forEach(function(h){add(h)});
for(var i=0;i<d.r.length;i++)if(new RegExp(d.r[i][0]).test(p)){d.r[i][1].forEach(function(n){add(d.f[n])});break}}
requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,200);`;

/**
 * Moves the entry module script and its modulepreloads out of the HTML into an inline loader that runs after the first
 * frame (or after 200 ms: background tabs run no frames) and also preloads the chunks of the page being opened. It
 * starts the page's REST reads right away, for visitors or for members (src/lib/boot-prefetch.ts hands them to supabase-js).
 */
export function withBootLoader(html: string, routes: RoutePreload[], api: ApiConfig, prefetch: BootPrefetch[] = BOOT_PREFETCH): string {
  const imports: string[] = [];
  let entry = '';
  const out = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => ((entry = src), ''))
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (imports.push(href), ''));
  if (!entry) return html;
  const data = JSON.stringify(bootData(entry, imports, routes, api, prefetch)).replace(/</g, '\\u003c');
  return out.replace('</body>', `<script>(function(){var d=${data};${LOADER}})();</script>\n  </body>`);
}

/**
 * Why: the app's JavaScript starts loading right after the boot shell's first paint instead of racing it, and the
 * opened page's route chunks load alongside the entry instead of one round trip after it.
 */
export function bootAfterFirstPaint(): Plugin {
  let root = '';
  let api: ApiConfig;
  return {
    name: 'nexo-boot-after-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/').replace(/\/?$/, '/');
      api = apiConfig(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks: BuiltChunk[] = [];
        for (const c of Object.values(ctx.bundle ?? {})) {
          if (c.type !== 'chunk') continue;
          const id = c.facadeModuleId?.replace(/\\/g, '/');
          chunks.push({ file: c.fileName, module: id?.startsWith(root) ? id.slice(root.length) : id, isEntry: c.isEntry, imports: c.imports });
        }
        return withBootLoader(html, routePreloads(chunks), api);
      },
    },
  };
}
