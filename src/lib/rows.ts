// The rows of a supabase-js list read: the data, an empty list when there is none, or the AppError of its failure.
import { unwrap } from './errors';

export async function rows<T>(request: PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  return unwrap(await request) ?? [];
}

/** The embedded row of each joined row (a membership's community, a save's post), skipping ones RLS hid (null). */
export async function embedded<R, K extends keyof R>(request: PromiseLike<{ data: R[] | null; error: unknown }>, key: K): Promise<NonNullable<R[K]>[]> {
  return (await rows(request)).flatMap((row) => (row[key] == null ? [] : [row[key] as NonNullable<R[K]>]));
}
