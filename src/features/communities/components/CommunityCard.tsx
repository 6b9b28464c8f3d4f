// A community in the list: cover, name, two-line description, up to 3 topics + '+N', members and posts (live events: date and price).
import { TopicChips } from '@/components/ui/topic-chips';
import { CardLink, LinkCard } from '@/components/ui/card-parts';
import { CalendarClock } from 'lucide-react';
import { formatLongDate, formatPrice } from '@/lib/format';
import type { Community } from '../api/types';
import { CommunityCounts } from './CommunityCounts';

export function CommunityCard({ community: c }: { community: Community }) {
  const title = <CardLink to="/communities/$id" params={{ id: String(c.id) }}>{c.name}</CardLink>;
  return (
    <LinkCard cover={c.banner_url} title={title}>
      <p className="line-clamp-2 text-sm text-base-content/80">{c.description}</p>
      {c.is_live_event && c.live_date ? (
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarClock size={16} aria-hidden="true" />
          <span>{formatLongDate(c.live_date)}</span>
          <span className="ml-auto font-semibold tabular">{formatPrice(c.price)}</span>
        </p>
      ) : null}
      <TopicChips topics={c.topics} max={3} />
      <p className="mt-auto flex gap-4 pt-2 text-sm text-base-content/80">
        <CommunityCounts community={c} />
      </p>
    </LinkCard>
  );
}
