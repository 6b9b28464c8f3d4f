// /communities/{id}: the community page (tab in ?tab=), with the posts feature's cards in the Publicaciones tab and the
// live-hosts feature's 'Nueva Sesión' form.
import { createFileRoute } from '@tanstack/react-router';
import { CommunityDetail, communityQuery, parseCommunityId, parseTab, type CommunityTab } from '@/features/communities';
import { NewSessionDialog } from '@/features/live-hosts/components/NewSessionDialog';
import { postsByCommunityQuery } from '@/features/posts/api/posts-by-community-query';
import { CommunityPosts } from './-components/CommunityPosts';

export const Route = createFileRoute('/_shell/communities/$id')({
  validateSearch: (search: Record<string, unknown>): { tab?: CommunityTab } => {
    const tab = parseTab(search.tab);
    return { tab: tab === 'posts' ? undefined : tab };
  },
  loader: async ({ context, params }) => {
    const id = parseCommunityId(params.id);
    const community = await context.queryClient.fetchQuery(communityQuery(id)).catch(() => null);
    if (community) void context.queryClient.prefetchQuery(postsByCommunityQuery(id));
  },
  component: function Community() {
    const { id: raw } = Route.useParams();
    const { tab = 'posts' } = Route.useSearch();
    const navigate = Route.useNavigate();
    const id = parseCommunityId(raw);
    return (
      <CommunityDetail
        key={raw}
        id={id}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next === 'posts' ? undefined : next }, replace: true })}
        posts={<CommunityPosts communityId={id} />}
        newSession={(slot) => <NewSessionDialog {...slot} />}
      />
    );
  },
});
