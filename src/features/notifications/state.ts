// Pure notification list logic: marking read, the unread count and the bell's badge text.

export interface ReadableNotification {
  id: number;
  read: boolean;
}

/** Marks the given ids (or all) read; returns the new list and how many changed from unread. */
export function markRead<T extends ReadableNotification>(list: T[], ids: number[] | 'all'): { list: T[]; changed: number } {
  let changed = 0;
  const wanted = ids === 'all' ? null : new Set(ids);
  const next = list.map((n) => {
    if (n.read || (wanted && !wanted.has(n.id))) return n;
    changed += 1;
    return { ...n, read: true };
  });
  return { list: next, changed };
}

export function unreadCount(list: ReadableNotification[]): number {
  return list.reduce((sum, n) => sum + (n.read ? 0 : 1), 0);
}

/** Badge text: nothing for 0, '99+' above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
