// Subscribes to new and deleted comments of a post or a reel (postgres_changes) and calls onChange so the thread
// refetches; subscribing again (after a drop) refetches too, so comments posted while the channel was down appear.
import { useChannel } from '@/lib/realtime';
import { threadChanges, type CommentThread } from './api/thread';

export function useLiveComments(thread: CommentThread, onChange: () => void): void {
  const { topic, table, filter } = threadChanges(thread);
  useChannel({
    topic,
    bind: (channel) => void channel.on('postgres_changes', { event: '*', schema: 'public', table, filter }, () => onChange()),
    onSubscribed: () => onChange(),
  });
}
