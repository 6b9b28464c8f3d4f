// Home feature: hero with counters, side column (popular communities, best-rated courses) and ad placeholders.
export { HomeHero } from './components/HomeHero';
export { HomeSideColumn } from './components/HomeSideColumn';
export { AdPlaceholder } from './components/AdPlaceholder';
export { countersQuery } from './api/counters-query';
export { popularCommunitiesQuery, topCoursesQuery } from './api/side-queries';
