// Reels feature: the vertical feed with likes, shares and live counts.
export { ReelsFeed } from './components/ReelsFeed';
export { reelsFeedQuery } from './api/reels-feed-query';
export type { Reel } from './api/types';
