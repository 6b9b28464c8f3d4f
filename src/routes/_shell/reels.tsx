// /reels (Reels): the vertical feed (reels feature) with each reel's live comment thread (comments feature);
// /reels#<id> opens at that reel.
import { Suspense, lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { reelThread } from '@/features/comments/api/thread';
import { ReelsFeed } from '@/features/reels';
// The loader's one import from the feature, by path: the loader ships with the first bundle, the page does not.
import { reelsFeedQuery } from '@/features/reels/api/reels-feed-query';

// The comment thread loads when a viewer opens a reel's comments, not with the feed: the first reel starts sooner.
const CommentsSection = lazy(() => import('@/features/comments/components/CommentsSection').then((m) => ({ default: m.CommentsSection })));

export const Route = createFileRoute('/_shell/reels')({
  // prefetch never throws: a failure shows in place with 'Reintentar'.
  loader: async ({ context }) => {
    const session = await context.auth.getSession();
    await context.queryClient.prefetchQuery(reelsFeedQuery(session?.user.id ?? null));
  },
  component: ReelsPage,
});

function ReelsPage() {
  return (
    <>
      <PageTitle title="Reels" />
      <ReelsFeed
        renderComments={(reel) => (
          <Suspense fallback={<Spinner />}>
            <CommentsSection key={reel.id} thread={reelThread(reel.id)} showTitle={false} />
          </Suspense>
        )}
      />
    </>
  );
}
