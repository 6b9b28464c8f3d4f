// Build-time map from URL patterns to the code-split chunks a TanStack file route needs.

/** One output chunk: its file, the source module it stands for (route splits carry `?tsr-split=component`), imports. */
export interface BuiltChunk {
  file: string;
  module?: string;
  isEntry?: boolean;
  /** Files this chunk imports statically. */
  imports: string[];
}

export interface RoutePreload {
  /** Anchored regular expression source for `location.pathname` (trailing slash already removed). */
  pattern: string;
  /** Chunk files (with leading '/') to modulepreload, beyond what the entry already loads. */
  files: string[];
}

const ROUTES_DIR = 'src/routes/';
const SPLIT = '?tsr-split=component';

/** 'src/routes/_shell/post/$id.tsx' → '^/post/[^/]+$'; pathless `_x` segments vanish, `index` is the parent path. */
export function routePattern(routeFile: string): string {
  const segments = routeFile.slice(ROUTES_DIR.length).replace(/\.tsx$/, '').split('/');
  const parts = segments.filter((s) => !s.startsWith('_') && s !== 'index');
  const body = parts.map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return `^/${body}$`;
}

/** The layout files a route renders inside: 'src/routes/_shell/_authed/settings.tsx' → [_shell.tsx, _shell/_authed.tsx]. */
export function layoutFiles(routeFile: string): string[] {
  const segments = routeFile.slice(ROUTES_DIR.length).split('/').slice(0, -1);
  return segments.map((_, i) => `${ROUTES_DIR}${segments.slice(0, i + 1).join('/')}.tsx`);
}

/** Every file a chunk pulls in statically (itself included). */
function closure(byFile: Map<string, BuiltChunk>, file: string, seen = new Set<string>()): Set<string> {
  const chunk = byFile.get(file);
  if (!chunk || seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunk.imports) closure(byFile, dep, seen);
  return seen;
}

/** One entry per page route with a split component, most specific first (static segments before parameters). */
export function routePreloads(chunks: BuiltChunk[]): RoutePreload[] {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const entry = chunks.find((c) => c.isEntry);
  const initial = entry ? closure(byFile, entry.file) : new Set<string>();
  const splitFile = new Map<string, string>();
  for (const c of chunks) if (c.module?.startsWith(ROUTES_DIR) && c.module.endsWith(SPLIT)) splitFile.set(c.module.slice(0, -SPLIT.length), c.file);
  const pages = [...splitFile.keys()]
    // Pathless layouts (`_shell.tsx`), the root and route-private components are not pages of their own.
    .filter((route) => !route.includes('/-') && !/\/_[^/]*\.tsx$/.test(route));
  const result = pages.map((route) => {
    const files = new Set<string>();
    for (const r of [...layoutFiles(route), route]) {
      const file = splitFile.get(r);
      if (!file) continue;
      for (const f of closure(byFile, file)) if (!initial.has(f)) files.add(`/${f}`);
    }
    return { pattern: routePattern(route), files: [...files].sort() };
  });
  const params = (p: RoutePreload) => p.pattern.split('[^/]+').length;
  return result.sort((a, b) => params(a) - params(b) || a.pattern.localeCompare(b.pattern));
}
