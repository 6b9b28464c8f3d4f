// /communities/{id}: header, then the tabs Publicaciones (posts rendered by the route), Cursos, Sesiones en Vivo, Acerca de.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SquarePen } from 'lucide-react';
import { PageTitle, QueryState } from '@/components/layout';
import { ButtonLink } from '@/components/ui';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { communityQuery } from '../api/community-query';
import type { Community } from '../api/types';
import { COMMUNITY_TAB_LABELS, COMMUNITY_TABS, type CommunityTab } from '../tabs';
import { AboutTab } from './AboutTab';
import { CommunityHeader } from './CommunityHeader';
import { CommunityNotFound } from './CommunityNotFound';
import { CoursesTab } from './CoursesTab';
import type { NewSessionSlot } from './HostButton';
import { LiveEventsTab } from './LiveEventsTab';

export interface CommunityDetailProps {
  id: number;
  tab: CommunityTab;
  onTabChange(tab: CommunityTab): void;
  /** The community's post cards (composed by the route from the posts feature). */
  posts: ReactNode;
  /** The 'Nueva Sesión' form for approved hosts (composed by the route from the live-hosts feature). */
  newSession: NewSessionSlot;
}

const TAB_ITEMS = COMMUNITY_TABS.map((key) => ({ key, label: COMMUNITY_TAB_LABELS[key] }));

export function CommunityDetail({ id, tab, onTabChange, posts, newSession }: CommunityDetailProps) {
  return (
    <QueryState query={useQuery(communityQuery(id))} pending={<DetailSkeleton />} empty={<CommunityNotFound />}>
      {(c) => <Detail c={c} tab={tab} onTabChange={onTabChange} posts={posts} newSession={newSession} />}
    </QueryState>
  );
}

function Detail({ c, tab, onTabChange, posts, newSession }: Omit<CommunityDetailProps, 'id'> & { c: Community }) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={c.name} />
      <CommunityHeader community={c} />
      <Tabs idBase="community" label="Secciones de la comunidad" items={TAB_ITEMS} active={tab} onChange={onTabChange} />
      <div {...tabPanelProps('community', tab)} className="outline-none">
        {tab === 'posts' ? (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold">Publicaciones</h2>
              <ButtonLink to="/create-post" search={{ community: c.id }} variant="primary" size="sm">
                <SquarePen size={18} aria-hidden="true" />
                Nueva Publicación
              </ButtonLink>
            </div>
            {posts}
          </div>
        ) : tab === 'courses' ? (
          <CoursesTab communityId={c.id} />
        ) : tab === 'live' ? (
          <LiveEventsTab community={c} newSession={newSession} />
        ) : (
          <AboutTab community={c} />
        )}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="flex flex-col gap-6">
      <div className="aspect-[3/1] w-full animate-pulse rounded-2xl bg-base-300/60 sm:aspect-[4/1]" />
      <div className="h-8 w-1/2 animate-pulse rounded bg-base-300/60" />
      <div className="h-4 w-full animate-pulse rounded bg-base-300/60" />
    </div>
  );
}
