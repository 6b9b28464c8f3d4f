// Subscribes to new and deleted comments of a post (postgres_changes) and calls onChange so the thread refetches;
// subscribing again (after a drop) refetches too, so comments posted while the channel was down still appear.
import { useChannel } from '@/lib/realtime';

export function useLiveComments(postId: number, onChange: () => void): void {
  useChannel({
    topic: `post-comments-${postId}`,
    bind: (channel) =>
      void channel.on('postgres_changes', { event: '*', schema: 'public', table: 'comments', filter: `post_id=eq.${postId}` }, () => onChange()),
    onSubscribed: (_channel, { first }) => void (first || onChange()),
  });
}
