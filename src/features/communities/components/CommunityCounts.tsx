// A community's member and post counts, as its card and its page header show them.
import { MessageSquare, Users } from 'lucide-react';
import { Counted, IconText } from '@/components/ui/card-parts';
import { formatCount } from '@/lib/format';
import type { Community } from '../api/types';

export function CommunityCounts({ community: c, membersTestId }: { community: Community; membersTestId?: string }) {
  return (
    <>
      <IconText icon={Users} data-testid={membersTestId}><Counted n={c.members_count} one="miembro" other="miembros" /></IconText>
      <IconText icon={MessageSquare}><span className="tabular">{formatCount(c.posts_count)}</span> publicaciones</IconText>
    </>
  );
}
