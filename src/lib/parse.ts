// Search-param parsing shared by routes: one of a fixed list of values, or a fallback.

export function oneOf<const T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}
