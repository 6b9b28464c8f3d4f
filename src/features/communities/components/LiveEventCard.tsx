// A live event in the community's Sesiones en Vivo tab: name, description, date and host (the product team by default).
import { CalendarClock, UserRound } from 'lucide-react';
import { CardLink, IconText, LinkCard } from '@/components/ui/card-parts';
import { formatLongDate } from '@/lib/format';
import { PRODUCT_TEAM } from '../constants';
import type { Community } from '../api/types';

export function LiveEventCard({ event: e }: { event: Community }) {
  const title = <CardLink to="/live-event/$id" params={{ id: String(e.id) }}>{e.name}</CardLink>;
  return (
    <LinkCard title={title}>
      <p className="line-clamp-2 text-sm text-base-content/80">{e.description}</p>
      {e.live_date ? <IconText as="p" icon={CalendarClock} className="flex items-center gap-1.5 text-sm">{formatLongDate(e.live_date)}</IconText> : null}
      <IconText as="p" icon={UserRound} className="flex items-center gap-1.5 text-sm text-base-content/80">{e.host_name ?? PRODUCT_TEAM}</IconText>
    </LinkCard>
  );
}
