// Query keys of the auth feature: the member's own second-step factors and passkeys (lib/query-keys viewer root).
import { viewerKey } from '@/lib/query-keys';

export const authKeys = {
  factors: (viewerId: string) => viewerKey(viewerId, 'settings', 'mfa-factors'),
  passkeys: (viewerId: string) => viewerKey(viewerId, 'settings', 'passkeys'),
};
