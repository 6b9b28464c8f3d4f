// Row shapes of the assistant (AI hub) feature.
import type { SearchHit } from '@/lib/search-hit';

export interface LearningModule {
  id: number;
  title: string;
  description: string;
  position: number;
}

export interface LearningCategory {
  id: string;
  title: string;
  description: string;
  icon: string | null;
  position: number;
  modules: LearningModule[];
}

export interface LeaderboardRow {
  rank: number;
  user_id: string;
  name: string;
  avatar_url: string | null;
  best_score: number;
  total: number;
}

export interface BestScore {
  score: number;
  total: number;
}

export type { SearchHit };

export interface AssistantReply {
  kind: 'empty' | 'greeting' | 'help' | 'farewell' | 'search' | 'no_results';
  text: string;
  results: SearchHit[];
}
