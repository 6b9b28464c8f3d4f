// Courses the member is enrolled in (Mis Cursos), most recent enrolment first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { embedded } from '@/lib/rows';
import { profileKeys } from './keys';

export interface MyCourse {
  id: number;
  title: string;
  description: string;
  instructor_name: string;
  image_url: string | null;
  level: string;
  duration: string;
}

export function myCoursesQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.courses(userId),
    queryFn: () => {
      const query = supabase.from('enrolments').select('enrolled_at, course:courses(id, title, description, instructor_name, image_url, level, duration)');
      return embedded(query.eq('user_id', userId).order('enrolled_at', { ascending: false }).overrideTypes<{ course: MyCourse | null }[], { merge: false }>(), 'course');
    },
  });
}
