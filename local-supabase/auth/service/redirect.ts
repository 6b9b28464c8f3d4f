// redirect_to handling (pure): allowed when on the site URL's host or matching an additional redirect URL glob.

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^./]*';
    } else if (ch === '?') re += '[^./]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

export function isRedirectAllowed(requested: string, siteUrl: string, allowList: string[]): boolean {
  const host = hostOf(requested);
  if (!host) return false;
  if (host === hostOf(siteUrl)) return true;
  return allowList.some((pattern) => {
    const clean = pattern.trim();
    if (!clean) return false;
    return clean === requested || globToRegExp(clean).test(requested);
  });
}

/** The redirect target: the requested one when allowed, else the site URL. */
export function resolveRedirect(requested: string | null | undefined, siteUrl: string, allowList: string[]): string {
  if (requested && isRedirectAllowed(requested, siteUrl, allowList)) return requested;
  return siteUrl;
}

/** Appends a fragment of parameters to a URL (replacing any existing fragment). */
export function withFragment(url: string, params: Record<string, string | number>): string {
  const base = url.split('#')[0];
  const frag = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${base}#${frag}`;
}

/** Appends query parameters to a URL (PKCE flows get `?code=`). */
export function withQuery(url: string, params: Record<string, string>): string {
  const [base, frag] = url.split('#');
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return frag !== undefined ? `${u.toString()}#${frag}` : u.toString();
}
