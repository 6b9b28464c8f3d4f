// Route file → URL pattern, layout chain, and the per-page preload list built from a bundle's chunk graph.
import { describe, expect, it } from 'vitest';
import { layoutFiles, routePattern, routePreloads, type BuiltChunk } from './route-chunks';

describe('routePattern', () => {
  it('drops pathless layouts and index, and turns $params into one path segment', () => {
    expect(routePattern('src/routes/_shell/index.tsx')).toBe('^/$');
    expect(routePattern('src/routes/_shell/post/$id.tsx')).toBe('^/post/[^/]+$');
    expect(routePattern('src/routes/_shell/_authed/settings.tsx')).toBe('^/settings$');
    expect(routePattern('src/routes/_shell/communities/index.tsx')).toBe('^/communities$');
    expect(new RegExp(routePattern('src/routes/_shell/post/$id.tsx')).test('/post/12')).toBe(true);
    expect(new RegExp(routePattern('src/routes/_shell/post/$id.tsx')).test('/post/12/extra')).toBe(false);
  });
});

describe('layoutFiles', () => {
  it('lists every enclosing layout file, outermost first', () => {
    expect(layoutFiles('src/routes/_shell/_authed/settings.tsx')).toEqual(['src/routes/_shell.tsx', 'src/routes/_shell/_authed.tsx']);
    expect(layoutFiles('src/routes/_shell/index.tsx')).toEqual(['src/routes/_shell.tsx']);
  });
});

describe('routePreloads', () => {
  const split = (route: string) => `src/routes/${route}?tsr-split=component`;
  const chunks: BuiltChunk[] = [
    { file: 'assets/index.js', module: 'index.html', isEntry: true, imports: ['assets/react.js'] },
    { file: 'assets/react.js', imports: [] },
    { file: 'assets/shell.js', module: split('_shell.tsx'), imports: ['assets/react.js', 'assets/ui.js'] },
    { file: 'assets/ui.js', imports: [] },
    { file: 'assets/post.js', module: split('_shell/post/$id.tsx'), imports: ['assets/ui.js', 'assets/actions.js'] },
    { file: 'assets/actions.js', imports: ['assets/react.js'] },
    { file: 'assets/new.js', module: split('_shell/post/new.tsx'), imports: [] },
    { file: 'assets/private.js', module: split('_shell/post/-components/Thing.tsx'), imports: [] },
  ];

  it('preloads the page chunk, its layouts and their imports, minus what the entry already loads', () => {
    const post = routePreloads(chunks).find((r) => r.pattern === '^/post/[^/]+$');
    expect(post?.files).toEqual(['/assets/actions.js', '/assets/post.js', '/assets/shell.js', '/assets/ui.js']);
  });

  it('skips layouts and route-private components, and puts static paths before parameters', () => {
    expect(routePreloads(chunks).map((r) => r.pattern)).toEqual(['^/post/new$', '^/post/[^/]+$']);
  });
});
