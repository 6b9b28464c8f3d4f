// Query keys: one root per resource, and one root per viewer for whatever depends on who is asking.
import type { QueryClient } from '@tanstack/react-query';

/** The resources the app reads; every query key starts with one of them or with the viewer root. */
export type Resource =
  | 'posts'
  | 'comments'
  | 'communities'
  | 'courses'
  | 'profiles'
  | 'notifications'
  | 'search'
  | 'home'
  | 'settings'
  | 'reels'
  | 'chat'
  | 'live'
  | 'jobs'
  | 'assistant'
  | 'applications'
  | 'talents'
  | 'moderation';

/** The signed-in member's id, or null for a visitor. */
export type ViewerId = string | null;

/** Data every visitor reads alike: `[resource, ...parts]`. */
export function resourceKey<const R extends Resource, const P extends readonly unknown[]>(resource: R, ...parts: P) {
  return [resource, ...parts] as const;
}

/** Data that depends on the viewer (their votes, saves, memberships, feeds, notifications): `['viewer', id, resource, ...parts]`. */
export function viewerKey<const R extends Resource, const P extends readonly unknown[]>(viewerId: ViewerId, resource: R, ...parts: P) {
  return ['viewer', viewerId, resource, ...parts] as const;
}

interface RefreshOptions {
  /** Also the viewer's own entries of these resources (their feed, saves, votes) when given. */
  viewerId?: ViewerId;
  /** false: only mark stale; each entry refetches when a page shows it again. Default: entries on screen refetch now. */
  refetch?: boolean;
}

/** Marks every entry of these resources stale: the shared ones and, with `viewerId`, that viewer's own. */
export async function refreshResources(queryClient: QueryClient, resources: readonly Resource[], { viewerId, refetch = true }: RefreshOptions = {}): Promise<void> {
  const keys = resources.flatMap((r) => (viewerId === undefined ? [resourceKey(r)] : [resourceKey(r), viewerKey(viewerId, r)]));
  const refetchType = refetch ? 'active' : 'none';
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })));
}

/** Marks everything that depends on one viewer stale (a membership or block changes their feeds, lists and counts). */
export function refreshViewer(queryClient: QueryClient, viewerId: ViewerId, { refetch = true }: Omit<RefreshOptions, 'viewerId'> = {}): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['viewer', viewerId], refetchType: refetch ? 'active' : 'none' });
}
