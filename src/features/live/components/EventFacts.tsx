// The facts of an event under its title: date, duration, host, price and members.
import { Link } from '@tanstack/react-router';
import { CalendarClock, Clock, Ticket, UserRound, Users } from 'lucide-react';
import { countOf, formatLongDate } from '@/lib/format';
import type { LiveEventRow } from '../api/types';
import { PRODUCT_TEAM } from '../constants';
import { formatDuration, formatEventPrice } from '../format';

export function EventFacts({ event: e, startsAt, endsAt }: { event: LiveEventRow; startsAt: number; endsAt: number }) {
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-base-content/90">
      <Fact icon={<CalendarClock size={16} />} label="Fecha">
        <time dateTime={new Date(startsAt).toISOString()}>{formatLongDate(startsAt)}</time>
      </Fact>
      <Fact icon={<Clock size={16} />} label="Duración">
        <span data-testid="live-duration">{formatDuration(e.duration, startsAt, endsAt)}</span>
      </Fact>
      <Fact icon={<UserRound size={16} />} label="Anfitrión" testId="live-host">
        {e.host_id ? (
          <Link to="/profile/$userId" params={{ userId: e.host_id }} className="link link-hover">
            {e.host_name ?? PRODUCT_TEAM}
          </Link>
        ) : (
          (e.host_name ?? PRODUCT_TEAM)
        )}
      </Fact>
      <Fact icon={<Ticket size={16} />} label="Precio">
        <span className="tabular" data-testid="live-price">
          {formatEventPrice(e.price)}
        </span>
      </Fact>
      <Fact icon={<Users size={16} />} label="Miembros">
        <span className="tabular">{countOf(e.members_count, 'miembro', 'miembros')}</span>
      </Fact>
    </dl>
  );
}

function Fact({ icon, label, testId, children }: { icon: React.ReactNode; label: string; testId?: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-1.5" data-testid={testId}>
      <dt className="flex items-center">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
