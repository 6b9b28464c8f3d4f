// Where to go after signing in: only same-origin app paths from the `redirect` search param are honoured.

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Never bounce back to the auth screens themselves.
  if (/^\/(login|signup)(?:[/?#]|$)/.test(target)) return fallback;
  return target;
}
