// The learning categories with their modules, in order.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { assistantKeys } from './keys';
import type { LearningCategory } from './types';

export function categoriesQuery() {
  return queryOptions({
    queryKey: assistantKeys.categories,
    queryFn: async (): Promise<LearningCategory[]> => {
      const list = await rows(
        supabase
          .from('learning_categories')
          .select('id, title, description, icon, position, modules:learning_modules(id, title, description, position)')
          .order('position', { ascending: true })
          .overrideTypes<LearningCategory[], { merge: false }>(),
      );
      return list.map((c) => ({ ...c, modules: [...c.modules].sort((a, b) => a.position - b.position || a.id - b.id) }));
    },
  });
}
