// index.html transforms: inline stylesheet, and the boot loader that replaces the entry tags and preloads route chunks.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, withBootLoader } from './boot-html';

const BUILT = `<html><head>
  <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react.js">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div>
  </body></html>`;

/** Runs the inline loader against a fake document at `pathname`, with frames and timers run at once. */
function runLoader(html: string, pathname: string): { tag: string; attrs: Record<string, string> }[] {
  const script = /<script>(\(function\(\)\{var d=[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the html');
  const added: { tag: string; attrs: Record<string, string> }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag, attrs: {} as Record<string, string> }),
    head: { appendChild: (n: { tag: string } & Record<string, unknown>) => added.push({ tag: n.tag, attrs: Object.fromEntries(Object.entries(n).filter(([k]) => k !== 'tag' && k !== 'attrs')) as Record<string, string> }) },
  };
  runInNewContext(script, { document, location: { pathname }, requestAnimationFrame: (f: () => void) => f(), setTimeout: (f: () => void) => f() });
  return added;
}

describe('inlineStylesheets', () => {
  it('replaces a stylesheet link with its text and leaves unknown files alone', () => {
    const out = inlineStylesheets(BUILT, (f) => (f === 'assets/index.css' ? 'body{color:red}' : undefined));
    expect(out).toContain('<style>body{color:red}</style>');
    expect(out).not.toContain('rel="stylesheet"');
    expect(inlineStylesheets(BUILT, () => undefined)).toContain('rel="stylesheet"');
  });
});

describe('withBootLoader', () => {
  const routes = [
    { pattern: '^/$', files: ['/assets/home.js'] },
    { pattern: '^/post/[^/]+$', files: ['/assets/post.js', '/assets/ui.js'] },
  ];

  it('takes the entry script and its modulepreloads out of the HTML', () => {
    const out = withBootLoader(BUILT, routes);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('rel="modulepreload"');
  });

  it('loads the entry once, preloads its imports and the chunks of the page being opened', () => {
    const added = runLoader(withBootLoader(BUILT, routes), '/post/7/');
    expect(added.filter((n) => n.tag === 'script').map((n) => n.attrs.src)).toEqual(['/assets/index.js']);
    expect(added.filter((n) => n.tag === 'link').map((n) => n.attrs.href)).toEqual(['/assets/react.js', '/assets/post.js', '/assets/ui.js']);
    expect(added.every((n) => n.attrs.crossOrigin === '')).toBe(true);
  });

  it('preloads no route chunk for a URL no route matches', () => {
    const added = runLoader(withBootLoader(BUILT, routes), '/nowhere');
    expect(added.map((n) => n.attrs.src ?? n.attrs.href)).toEqual(['/assets/index.js', '/assets/react.js']);
  });

  it('leaves HTML without an entry script unchanged', () => {
    expect(withBootLoader('<html><body></body></html>', routes)).toBe('<html><body></body></html>');
  });
});
