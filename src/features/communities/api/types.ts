// Row shapes of the communities feature.
import type { Database } from '@/types/database';

export type Community = Database['public']['Tables']['communities']['Row'];
export type CommunityCourse = Pick<
  Database['public']['Tables']['courses']['Row'],
  'id' | 'title' | 'description' | 'image_url' | 'instructor_name' | 'price' | 'rating' | 'reviews_count' | 'students_count' | 'topics' | 'level' | 'type'
>;

export interface Membership {
  notifications_enabled: boolean;
}

export interface TopMember {
  id: string;
  name: string;
  avatar_url: string | null;
  is_verified: boolean;
  posts_in_community: number;
}
