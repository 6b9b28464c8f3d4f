// Subscribes to new and deleted comments of a post (postgres_changes) and calls onChange so the thread refetches.
import { useEffect, useRef } from 'react';
import { supabase } from '@/lib/supabase';

export function useLiveComments(postId: number, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const channel = supabase
      .channel(`post-comments-${postId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'comments', filter: `post_id=eq.${postId}` }, () => latest.current())
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [postId]);
}
