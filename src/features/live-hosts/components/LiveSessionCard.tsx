// A live event on /live-sessions: status, name (links to /live-event/{id}), date, duration, host, price, members, topics.
import { Link } from '@tanstack/react-router';
import { CalendarClock, Clock, Tag, UserRound, Users } from 'lucide-react';
import { TopicChips } from '@/components/ui/topic-chips';
import { IconFact } from '@/components/ui/card-parts';
import { countOf, formatLongDate, formatPrice } from '@/lib/format';
import { PRODUCT_TEAM } from '../constants';
import type { LiveSession } from '../api/types';
import { StatusBadge } from './StatusBadge';

const MAX_TOPICS_SHOWN = 3;

export function LiveSessionCard({ session: s }: { session: LiveSession }) {
  return (
    <article
      data-testid="live-session-card"
      className="relative flex h-full flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={s.current_live_status} />
        <span className="font-semibold tabular" data-testid="live-session-price">
          {formatPrice(s.price)}
        </span>
      </div>
      <h2 className="text-lg font-semibold leading-snug">
        <Link to="/live-event/$id" params={{ id: String(s.id) }} className="hover:underline after:absolute after:inset-0">
          {s.name}
        </Link>
      </h2>
      {s.description ? <p className="line-clamp-2 text-sm text-base-content/80">{s.description}</p> : null}
      <dl className="mt-auto flex flex-col gap-1.5 text-sm">
        {s.live_date ? (
          <IconFact muted icon={<CalendarClock size={16} />} label="Fecha">
            {formatLongDate(s.live_date)}
          </IconFact>
        ) : null}
        {s.duration ? (
          <IconFact muted icon={<Clock size={16} />} label="Duración">
            {s.duration}
          </IconFact>
        ) : null}
        <IconFact muted icon={<UserRound size={16} />} label="Anfitrión">
          {s.host_name ?? PRODUCT_TEAM}
        </IconFact>
        <IconFact muted icon={<Users size={16} />} label="Miembros">
          <span className="tabular">{countOf(s.members_count, 'miembro', 'miembros')}</span>
        </IconFact>
      </dl>
      <TopicChips topics={s.topics} max={MAX_TOPICS_SHOWN} icon={<Tag size={12} aria-hidden="true" />} />
    </article>
  );
}
