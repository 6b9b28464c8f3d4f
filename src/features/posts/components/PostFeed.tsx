// Home feed: tabs Tendencias, Recientes and (members only) Siguiendo, with the first 5 posts of the chosen tab.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Flame, Users } from 'lucide-react';
import { ButtonLink, Spinner, Tabs, tabPanelProps } from '@/components/ui';
import { QueryState } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { feedQuery, type FeedTab } from '../api/feed-query';
import { PostCard } from './PostCard';
import { PostListSkeleton } from './PostList';

const TABS: { tab: FeedTab; label: string; icon: typeof Flame; membersOnly?: boolean }[] = [
  { tab: 'trending', label: 'Tendencias', icon: Flame },
  { tab: 'recent', label: 'Recientes', icon: Clock },
  { tab: 'following', label: 'Siguiendo', icon: Users, membersOnly: true },
];

export function PostFeed() {
  const { user } = useAuth();
  const [chosen, setChosen] = useState<FeedTab>('trending');
  const tabs = TABS.filter((t) => !t.membersOnly || user).map(({ tab: key, label, icon: Icon }) => ({
    key,
    label: (
      <>
        <Icon size={16} aria-hidden="true" />
        {label}
      </>
    ),
  }));
  const tab = tabs.some((t) => t.key === chosen) ? chosen : 'trending';
  const q = useQuery(feedQuery(tab, user?.id ?? null));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="feed-title">
      <h2 id="feed-title" className="sr-only">
        Publicaciones
      </h2>
      <Tabs<FeedTab> idBase="feed" label="Feed de publicaciones" items={tabs} active={tab} onChange={setChosen} variant="box" />
      {!user ? (
        <p className="text-sm text-base-content/80">
          <Link to="/login" className="font-medium text-primary hover:underline">
            Inicia sesión
          </Link>{' '}
          para ver en Siguiendo las publicaciones de tus comunidades.
        </p>
      ) : null}
      <div {...tabPanelProps('feed', tab)} className="flex flex-col gap-4 outline-none" data-testid="feed">
        <QueryState
          query={q}
          pending={<FeedSkeleton />}
          empty={tab === 'following' ? <FollowingEmpty /> : { icon: <Flame size={32} />, message: 'No hay publicaciones aún' }}
        >
          {(posts) => posts.map((post) => <PostCard key={post.id} post={post} />)}
        </QueryState>
      </div>
    </section>
  );
}

/** Siguiendo for a member who joined nothing yet: what the tab is for and where to start. */
function FollowingEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-base-300 bg-base-100 p-8 text-center" data-testid="following-empty">
      <Users size={32} aria-hidden="true" className="text-base-content/60" />
      <p className="font-medium">Aún no sigues ninguna comunidad</p>
      <p className="text-sm text-base-content/80">Únete a comunidades y aquí verás sus publicaciones más recientes.</p>
      <ButtonLink to="/communities" variant="primary" size="sm">
        Explorar comunidades
      </ButtonLink>
    </div>
  );
}

function FeedSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Spinner label="Cargando publicaciones..." />
      <PostListSkeleton />
    </div>
  );
}
