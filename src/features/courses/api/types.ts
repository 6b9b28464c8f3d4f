// Row shapes of the courses feature.
import type { Database } from '@/types/database';

type Tables = Database['public']['Tables'];

export type Course = Tables['courses']['Row'];
export type Lesson = Tables['lessons']['Row'];

/** What the signed-in member has in learning: enrolments, completed lessons, certificates. */
export interface MyLearning {
  enrolled: number[];
  completions: { lesson_id: number; course_id: number }[];
  certificates: { code: string; course_id: number; issued_at: string }[];
}

export interface Review {
  id: number;
  course_id: number;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string | null;
  author: { id: string; name: string; avatar_url: string | null } | null;
}

export interface StarCount {
  stars: number;
  reviews: number;
  percent: number;
}

export interface Certificate {
  code: string;
  issued_at: string;
  user_id: string;
  course_id: number;
  course: { id: number; title: string; instructor_name: string; duration: string } | null;
  member: { id: string; name: string } | null;
}

export interface CommunityPreview {
  id: number;
  name: string;
  members_count: number;
  posts_count: number;
  posts: { id: number; title: string; created_at: string; author: { name: string } | null }[];
}
