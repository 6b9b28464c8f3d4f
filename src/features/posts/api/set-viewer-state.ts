// Patches the viewer's cached state of one post (saved, awarded, vote); answers the state before the patch.
import type { QueryClient } from '@tanstack/react-query';
import type { ViewerId } from '@/lib/query-keys';
import { postKeys } from './keys';
import { NO_VIEWER_STATE, type PostViewerState } from './types';

export function setViewerState(
  queryClient: QueryClient,
  postId: number,
  viewerId: ViewerId,
  patch: Partial<PostViewerState> | ((before: PostViewerState) => Partial<PostViewerState>),
): PostViewerState {
  const key = postKeys.viewer(postId, viewerId);
  const before = queryClient.getQueryData<PostViewerState>(key) ?? NO_VIEWER_STATE;
  queryClient.setQueryData(key, { ...before, ...(typeof patch === 'function' ? patch(before) : patch) });
  return before;
}
