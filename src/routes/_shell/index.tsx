// Home (/): hero with counters, the post feed (posts feature) and the side column (home feature).
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout';
import { AdPlaceholder, HomeHero, HomeSideColumn, countersQuery, popularCommunitiesQuery, topCoursesQuery } from '@/features/home';
import { PostFeed, feedQuery } from '@/features/posts';

function Home() {
  return (
    <div className="flex flex-col gap-8">
      <PageTitle />
      <HomeHero />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PostFeed />
          <div className="lg:hidden">
            <AdPlaceholder />
          </div>
        </div>
        <HomeSideColumn />
      </div>
    </div>
  );
}

export const Route = createFileRoute('/_shell/')({
  // prefetch never throws: failures show in place with 'Reintentar'. The trending feed is the same for everyone but blockers.
  loader: async ({ context }) => {
    const session = await context.auth.getSession();
    await Promise.all([
      context.queryClient.prefetchQuery(countersQuery()),
      context.queryClient.prefetchQuery(feedQuery('trending', session?.user.id ?? null)),
      context.queryClient.prefetchQuery(popularCommunitiesQuery()),
      context.queryClient.prefetchQuery(topCoursesQuery()),
    ]);
  },
  component: Home,
});
