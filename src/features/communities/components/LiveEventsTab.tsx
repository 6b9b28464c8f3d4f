// Sesiones en Vivo tab: the host button and the related live events, or an empty note.
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { CardGrid, CardGridSkeleton } from '@/components/layout/ListPage';
import { communityLiveEventsQuery } from '../api/community-live-events-query';
import type { Community } from '../api/types';
import { HostButton, type NewSessionSlot } from './HostButton';
import { LiveEventCard } from './LiveEventCard';

export function LiveEventsTab({ community, newSession }: { community: Community; newSession: NewSessionSlot }) {
  const events = useQuery(communityLiveEventsQuery(community));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Sesiones en Vivo</h2>
        <HostButton topics={community.topics} newSession={newSession} />
      </div>
      <QueryState query={events} pending={<CardGridSkeleton count={3} />} empty={{ icon: <Radio size={32} />, message: 'No hay sesiones en vivo programadas' }}>
        {(list) => (
          <CardGrid items={list} card={(e) => <LiveEventCard event={e} />} />
        )}
      </QueryState>
    </div>
  );
}
