// Query keys of the applications feature (the viewer's own applications and requests).
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const applicationKeys = {
  all: (viewerId: ViewerId) => viewerKey(viewerId, 'applications'),
  mine: (viewerId: ViewerId) => viewerKey(viewerId, 'applications', 'mine'),
  latest: (viewerId: ViewerId, kind: string) => viewerKey(viewerId, 'applications', 'latest', kind),
  experts: resourceKey('applications', 'experts'),
  expertInbox: (viewerId: ViewerId) => viewerKey(viewerId, 'applications', 'expert-inbox'),
};
