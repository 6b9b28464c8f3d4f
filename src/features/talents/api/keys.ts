// Query keys of the talents feature.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const talentKeys = {
  list: resourceKey('talents', 'list'),
  inbox: (viewerId: ViewerId) => viewerKey(viewerId, 'talents', 'inbox'),
};
