// Query keys of the settings feature: the member's own data (lib/query-keys viewer root).
import { viewerKey } from '@/lib/query-keys';

export const settingsKeys = {
  profile: (viewerId: string) => viewerKey(viewerId, 'settings', 'profile'),
  blocked: (viewerId: string) => viewerKey(viewerId, 'settings', 'blocked'),
  reports: (viewerId: string) => viewerKey(viewerId, 'settings', 'reports'),
};
