// Communities feature: list, detail with tabs, membership and notifications, host button, legacy import.
export { CommunitiesPage } from './components/CommunitiesPage';
export { CommunityDetail } from './components/CommunityDetail';
export type { NewSessionSlot } from './components/HostButton';
export { LegacyCommunitiesImport } from './components/LegacyCommunitiesImport';
export { communitiesQuery } from './api/communities-query';
export { communityQuery } from './api/community-query';
export { parseSort, type CommunitySort } from './sort-param';
export { parseTab, parseCommunityId, type CommunityTab } from './tabs';
