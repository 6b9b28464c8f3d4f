// The facts of an event under its title: date, duration, host, price and members.
import { Link } from '@tanstack/react-router';
import { CalendarClock, Clock, Ticket, UserRound, Users } from 'lucide-react';
import { IconFact } from '@/components/ui/card-parts';
import { countOf, formatLongDate } from '@/lib/format';
import type { LiveEventRow } from '../api/types';
import { PRODUCT_TEAM } from '../constants';
import { formatDuration, formatEventPrice } from '../format';

export function EventFacts({ event: e, startsAt, endsAt }: { event: LiveEventRow; startsAt: number; endsAt: number }) {
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-base-content/90">
      <IconFact icon={<CalendarClock size={16} />} label="Fecha">
        <time dateTime={new Date(startsAt).toISOString()}>{formatLongDate(startsAt)}</time>
      </IconFact>
      <IconFact icon={<Clock size={16} />} label="Duración">
        <span data-testid="live-duration">{formatDuration(e.duration, startsAt, endsAt)}</span>
      </IconFact>
      <IconFact icon={<UserRound size={16} />} label="Anfitrión" testId="live-host">
        {e.host_id ? (
          <Link to="/profile/$userId" params={{ userId: e.host_id }} className="link link-hover">
            {e.host_name ?? PRODUCT_TEAM}
          </Link>
        ) : (
          (e.host_name ?? PRODUCT_TEAM)
        )}
      </IconFact>
      <IconFact icon={<Ticket size={16} />} label="Precio">
        <span className="tabular" data-testid="live-price">
          {formatEventPrice(e.price)}
        </span>
      </IconFact>
      <IconFact icon={<Users size={16} />} label="Miembros">
        <span className="tabular">{countOf(e.members_count, 'miembro', 'miembros')}</span>
      </IconFact>
    </dl>
  );
}
