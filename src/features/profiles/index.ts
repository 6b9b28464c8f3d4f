// Profiles feature: the own dashboard, the public profile with its actions, and their queries.
export { Dashboard } from './components/Dashboard';
export { PublicProfile } from './components/PublicProfile';
export { profileQuery, type ProfileRow } from './api/profile-query';
export { viewerStateQuery } from './api/viewer-state-query';
export { myCoursesQuery } from './api/my-courses-query';
export { myCommunitiesQuery } from './api/my-communities-query';
