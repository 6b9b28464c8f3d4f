// Query keys of the assistant (AI hub) feature, under the shared roots of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const assistantKeys = {
  categories: resourceKey('assistant', 'categories'),
  questions: (moduleId: number) => resourceKey('assistant', 'questions', moduleId),
  leaderboard: (moduleId: number) => resourceKey('assistant', 'leaderboard', moduleId),
  bestScores: (viewerId: ViewerId) => viewerKey(viewerId, 'assistant', 'best-scores'),
};
