// Community page header: banner, name, member and post counts, description, join/leave, notifications, topic chips.
import { Radio } from 'lucide-react';
import { Badge } from '@/components/ui';
import { Cover } from '@/components/ui/cover';
import { TopicChips } from '@/components/ui/topic-chips';
import { formatLongDate } from '@/lib/format';
import type { Community } from '../api/types';
import { CommunityCounts } from './CommunityCounts';
import { MembershipActions } from './MembershipActions';

export function CommunityHeader({ community: c }: { community: Community }) {
  return (
    <header className="overflow-hidden rounded-2xl border border-base-300 bg-base-100 shadow-sm">
      <Cover src={c.banner_url} ratio="aspect-[3/1] sm:aspect-[4/1]" eager />
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1">
            {c.is_live_event ? (
              <span>
                <Badge tone="accent">
                  <Radio size={14} aria-hidden="true" /> Sesión en vivo
                </Badge>
              </span>
            ) : null}
            <h1 className="text-3xl font-bold">{c.name}</h1>
            <p className="flex flex-wrap gap-4 text-sm text-base-content/80">
              <CommunityCounts community={c} membersTestId="members-count" />
              {c.is_live_event && c.live_date ? <span>{formatLongDate(c.live_date)}</span> : null}
            </p>
          </div>
          <MembershipActions communityId={c.id} />
        </div>
        <p className="text-base-content/90">{c.description}</p>
        <TopicChips topics={c.topics} />
      </div>
    </header>
  );
}
