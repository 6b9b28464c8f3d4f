// Home feed: tabs Tendencias, Recientes and (members only) Siguiendo, with the first 5 posts of the chosen tab.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Flame, Users } from 'lucide-react';
import { Spinner } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { feedQuery, type FeedTab } from '../api/feed-query';
import { PostCard } from './PostCard';

const TABS: { tab: FeedTab; label: string; icon: typeof Flame; membersOnly?: boolean }[] = [
  { tab: 'trending', label: 'Tendencias', icon: Flame },
  { tab: 'recent', label: 'Recientes', icon: Clock },
  { tab: 'following', label: 'Siguiendo', icon: Users, membersOnly: true },
];

export function PostFeed() {
  const { user } = useAuth();
  const [chosen, setChosen] = useState<FeedTab>('trending');
  const tabs = TABS.filter((t) => !t.membersOnly || user);
  const tab = tabs.some((t) => t.tab === chosen) ? chosen : 'trending';
  const q = useQuery(feedQuery(tab, user?.id ?? null));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="feed-title">
      <h2 id="feed-title" className="sr-only">
        Publicaciones
      </h2>
      <div role="tablist" aria-label="Feed de publicaciones" className="flex gap-1 rounded-2xl bg-base-200 p-1">
        {tabs.map(({ tab: t, label, icon: Icon }) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`flex flex-1 items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-medium ${tab === t ? 'bg-base-100 shadow-sm' : 'hover:bg-base-100/60'}`}
            onClick={() => setChosen(t)}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {!user ? (
        <p className="text-sm text-base-content/80">
          <Link to="/login" className="font-medium text-primary hover:underline">
            Inicia sesión
          </Link>{' '}
          para ver en Siguiendo las publicaciones de tus comunidades.
        </p>
      ) : null}
      <div role="tabpanel" aria-label={tabs.find((t) => t.tab === tab)?.label} className="flex flex-col gap-4" data-testid="feed">
        {q.isPending ? (
          <FeedSkeleton />
        ) : q.isError ? (
          <ErrorState message={toAppError(q.error).message} onRetry={() => void q.refetch()} />
        ) : q.data.length === 0 ? (
          <EmptyState icon={<Flame size={32} />} message="No hay publicaciones aún" />
        ) : (
          q.data.map((post) => <PostCard key={post.id} post={post} />)
        )}
      </div>
    </section>
  );
}

function FeedSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Spinner label="Cargando publicaciones..." />
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-base-200" />
      ))}
    </div>
  );
}
