// The optimistic half of follow and award on a profile: flip the viewer's flag and move the profile's count, undo on failure.
import type { MutationFunctionContext, QueryClient } from '@tanstack/react-query';
import { profileKeys } from './keys';
import type { ProfileRow } from './profile-query';
import type { ProfileViewerState } from './viewer-state-query';

interface Snapshot {
  detail: ProfileRow | null | undefined;
  viewer: ProfileViewerState | undefined;
}

type Flag = 'following' | 'awarded';
type Count = 'followers_count' | 'recognitions_count';

export function optimisticProfileToggle(profileId: string, viewerId: string, flag: Flag, count: Count) {
  const detailKey = profileKeys.detail(profileId);
  const viewerKey = profileKeys.viewer(profileId, viewerId);
  return {
    onMutate: async (_vars: void, { client: queryClient }: MutationFunctionContext): Promise<Snapshot> => {
      await Promise.all([queryClient.cancelQueries({ queryKey: detailKey }), queryClient.cancelQueries({ queryKey: viewerKey })]);
      const before: Snapshot = { detail: queryClient.getQueryData<ProfileRow | null>(detailKey), viewer: queryClient.getQueryData<ProfileViewerState>(viewerKey) };
      const now = !before.viewer?.[flag];
      if (before.viewer) queryClient.setQueryData(viewerKey, { ...before.viewer, [flag]: now });
      if (before.detail) queryClient.setQueryData(detailKey, { ...before.detail, [count]: Math.max(0, before.detail[count] + (now ? 1 : -1)) });
      return before;
    },
    rollback: (queryClient: QueryClient, before: Snapshot | undefined) => {
      if (before?.detail) queryClient.setQueryData(detailKey, before.detail);
      if (before?.viewer) queryClient.setQueryData(viewerKey, before.viewer);
    },
    onSettled: (_data: unknown, _error: unknown, _vars: void, _result: unknown, { client: queryClient }: MutationFunctionContext) => Promise.all([queryClient.invalidateQueries({ queryKey: detailKey }), queryClient.invalidateQueries({ queryKey: viewerKey })]),
  };
}
