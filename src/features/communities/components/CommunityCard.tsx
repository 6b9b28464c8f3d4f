// A community in the list: cover, name, two-line description, up to 3 topics + '+N', members and posts (live events: date and price).
import { Cover, TopicChips } from '@/components/ui';
import { Link } from '@tanstack/react-router';
import { CalendarClock, MessageSquare, Users } from 'lucide-react';
import { formatCount, formatLongDate, formatPrice, plural } from '@/lib/format';
import type { Community } from '../api/types';

export function CommunityCard({ community: c }: { community: Community }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <Cover src={c.banner_url} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link to="/communities/$id" params={{ id: String(c.id) }} className="hover:underline after:absolute after:inset-0">
            {c.name}
          </Link>
        </h3>
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
          <span className="flex items-center gap-1">
            <Users size={16} aria-hidden="true" />
            <span className="tabular">{formatCount(c.members_count)}</span> {plural('miembro', 'miembros', c.members_count)}
          </span>
          <span className="flex items-center gap-1">
            <MessageSquare size={16} aria-hidden="true" />
            <span className="tabular">{formatCount(c.posts_count)}</span> publicaciones
          </span>
        </p>
      </div>
    </article>
  );
}
