// A live event in the community's Sesiones en Vivo tab: name, description, date and host (the product team by default).
import { Link } from '@tanstack/react-router';
import { CalendarClock, UserRound } from 'lucide-react';
import { formatLongDate } from '@/lib/format';
import { PRODUCT_TEAM } from '../constants';
import type { Community } from '../api/types';

export function LiveEventCard({ event: e }: { event: Community }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm transition-shadow hover:shadow-md">
      <h3 className="text-lg font-semibold leading-snug">
        <Link to="/live-event/$id" params={{ id: String(e.id) }} className="hover:underline after:absolute after:inset-0">
          {e.name}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-base-content/80">{e.description}</p>
      {e.live_date ? (
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarClock size={16} aria-hidden="true" />
          {formatLongDate(e.live_date)}
        </p>
      ) : null}
      <p className="flex items-center gap-1.5 text-sm text-base-content/80">
        <UserRound size={16} aria-hidden="true" />
        {e.host_name ?? PRODUCT_TEAM}
      </p>
    </article>
  );
}
