// Display helpers for the signed-in account: name with the 'Usuario' fallback, avatar with a generated initial image.
import type { User } from '@supabase/supabase-js';

export const DEFAULT_DISPLAY_NAME = 'Usuario';

export function displayName(user: Pick<User, 'user_metadata'> | null | undefined): string {
  const name = user?.user_metadata?.full_name;
  return typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_DISPLAY_NAME;
}

const PALETTE = ['#5b5bd6', '#0f766e', '#c2410c', '#7c3aed', '#be185d', '#1d4ed8', '#4d7c0f'];

/** A data-URL SVG with the first letter of the name on a colour picked from the name (stable per name). */
export function initialsAvatar(name: string): string {
  const letter = (name.trim()[0] ?? 'U').toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  const bg = PALETTE[hash % PALETTE.length];
  const escaped = letter.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/>` +
    `<text x="32" y="42" font-family="Inter,Arial,sans-serif" font-size="30" font-weight="600" fill="#ffffff" text-anchor="middle">${escaped}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function avatarUrl(user: Pick<User, 'user_metadata'> | null | undefined): string {
  const url = user?.user_metadata?.avatar_url;
  return typeof url === 'string' && url ? url : initialsAvatar(displayName(user));
}
