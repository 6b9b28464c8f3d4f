// The one route matcher (pure): a method and a raw path against a table of patterns; auth and storage keep their own tables.

export interface RoutePattern {
  method: string;
  /** Segments starting with ':' capture one segment; a final '*' captures the rest as `key`. */
  path: string;
}

export type RouteMatch<R> =
  | { route: R; params: Record<string, string> }
  /** No route has this path. */
  | { notFound: true }
  /** A route has this path, but not for this method. */
  | { methodNotAllowed: true }
  /** The first route for this method and path has a '*' tail that is not valid percent-encoding. */
  | { badKey: string };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params of `segments` under `pattern`, null when it does not match, badKey when its '*' tail does not decode. */
function matchPath(pattern: string, segments: string[]): Record<string, string> | null | { badKey: string } {
  const p = pattern.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') {
      const rest = segments.slice(i);
      if (rest.length === 0) return null;
      const decoded = rest.map(decode);
      if (decoded.some((d) => d === null)) return { badKey: rest.join('/') };
      params.key = decoded.join('/');
      return params;
    }
    if (i >= segments.length) return null;
    if (p[i].startsWith(':')) {
      const d = decode(segments[i]);
      if (!segments[i] || d === null) return null;
      params[p[i].slice(1)] = d;
    } else if (p[i] !== segments[i]) return null;
  }
  return segments.length === p.length ? params : null;
}

/** The first route (in table order) whose method and path match the raw, still percent-encoded path. */
export function matchRoute<R extends RoutePattern>(method: string, rawPath: string, routes: readonly R[]): RouteMatch<R> {
  const segments = rawPath.split('/');
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPath(route.path, segments);
    if (!params) continue;
    if (route.method !== method) {
      pathMatched = true;
      continue;
    }
    if ('badKey' in params) return { badKey: String(params.badKey) };
    return { route, params: params as Record<string, string> };
  }
  return pathMatched ? { methodNotAllowed: true } : { notFound: true };
}
