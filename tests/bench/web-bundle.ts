// Initial JS of `/` from a Vite build: entry chunk + its static imports (manifest) + modulepreloads (index.html), gzipped.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  isHls: boolean;
}

export interface InitialBundle {
  js: AssetSize[];
  css: AssetSize[];
  /** Whether index.html carries the stylesheet inline (no render-blocking request). */
  cssInlined: boolean;
  /** Every chunk that contains hls.js (whether initial or lazy), for the report. */
  hlsChunks: string[];
  totals: { jsGzip: number; jsRaw: number; jsBrotli: number; cssGzip: number };
}

// A string hls.js keeps through minification (its event names), to recognise the library inside any chunk.
const HLS_MARKER = 'hlsManifestLoading';

function readManifest(outDir: string): Manifest {
  for (const rel of ['.vite/manifest.json', 'manifest.json']) {
    const file = path.join(outDir, rel);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  }
  throw new Error(`No Vite manifest in ${outDir} (build with --manifest)`);
}

function sizeOf(outDir: string, file: string): AssetSize {
  const body = readFileSync(path.join(outDir, file));
  return {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
    isHls: file.endsWith('.js') && body.includes(HLS_MARKER),
  };
}

/**
 * Files index.html loads on `/`: module scripts, modulepreloads and stylesheet links, plus what its boot loader adds
 * (the entry, its imports and the chunks of the `^/$` route; see scripts/vite/boot-html.ts).
 */
function htmlAssets(outDir: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const strip = (u: string) => u.replace(/^\//, '');
  const js = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const boot = /var d=(\{.*?\});/s.exec(html);
  if (boot) {
    const d = JSON.parse(boot[1]!) as { m: string; e: string[]; f: string[]; r: [string, number[]][] };
    js.push(d.m, ...d.e, ...(d.r.find(([pattern]) => pattern === '^/$')?.[1] ?? []).map((i) => d.f[i]!));
  }
  // A disabled link is not fetched (index.html keeps one next to the inlined stylesheet, see boot-html.ts).
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].filter((m) => !/\sdisabled[\s>=]/.test(m[0])).map((m) => strip(m[1]!));
  return { js: js.map(strip), css };
}

/** One page's first load: the entry, its static imports and the chunks the boot loader preloads for that page. */
export interface RouteBundle {
  /** The boot loader's URL pattern (e.g. `^/post/[^/]+$`). */
  pattern: string;
  files: string[];
  jsGzip: number;
}

/** The first load of every page route index.html's boot loader knows (scripts/vite/boot-html.ts), gzipped. */
export function measureRouteBundles(outDir: string): RouteBundle[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const boot = /var d=(\{.*?\});/s.exec(html);
  if (!boot) throw new Error('No boot loader in index.html');
  const d = JSON.parse(boot[1]!) as { m: string; e: string[]; f: string[]; r: [string, number[]][] };
  const strip = (u: string) => u.replace(/^\//, '');
  const sizes = new Map<string, number>();
  const gz = (f: string) => sizes.get(f) ?? sizes.set(f, sizeOf(outDir, f).gzip).get(f)!;
  return d.r.map(([pattern, indexes]) => {
    const files = [...new Set([d.m, ...d.e, ...indexes.map((i) => d.f[i]!)].map(strip))];
    return { pattern, files, jsGzip: files.reduce((n, f) => n + gz(f), 0) };
  });
}

export function measureInitialBundle(outDir: string): InitialBundle {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && (k.endsWith('index.html') || manifest[k]!.src === 'index.html'));
  if (!entryKey) throw new Error('No index.html entry in the Vite manifest');
  const jsFiles = new Set<string>();
  const cssFiles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || jsFiles.has(chunk.file)) return;
    jsFiles.add(chunk.file);
    for (const c of chunk.css ?? []) cssFiles.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  // index.html is what the browser really loads; include anything it references that the manifest walk missed.
  const html = htmlAssets(outDir);
  for (const f of html.js) jsFiles.add(f);
  for (const f of html.css) cssFiles.add(f);

  const js = [...jsFiles].map((f) => sizeOf(outDir, f)).sort((a, b) => b.gzip - a.gzip);
  const css = [...cssFiles].map((f) => sizeOf(outDir, f));
  const allJs = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  const hlsChunks = [...allJs].filter((f) => readFileSync(path.join(outDir, f)).includes(HLS_MARKER));
  const sum = (xs: AssetSize[], k: 'raw' | 'gzip' | 'brotli') => xs.reduce((n, x) => n + x[k], 0);
  const cssInlined = html.css.length === 0 && readFileSync(path.join(outDir, 'index.html'), 'utf8').includes('<style>');
  return { js, css, cssInlined, hlsChunks, totals: { jsGzip: sum(js, 'gzip'), jsRaw: sum(js, 'raw'), jsBrotli: sum(js, 'brotli'), cssGzip: sum(css, 'gzip') } };
}
