// Values the earlier, browser-only version kept in localStorage: read defensively (anything unreadable is nothing).

/** The array a stored JSON value holds; null, broken JSON or any other shape gives an empty list. */
export function storedArray(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
