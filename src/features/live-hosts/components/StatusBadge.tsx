// A live event's status as a badge: Próximamente, En vivo or Finalizado.
import { Radio } from 'lucide-react';
import { Badge } from '@/components/ui';
import type { LiveStatus } from '../api/types';

export const STATUS_LABELS: Record<LiveStatus, string> = { pending: 'Próximamente', live: 'En vivo', ended: 'Finalizado' };

export function StatusBadge({ status }: { status: LiveStatus | null }) {
  if (!status) return null;
  return (
    <span data-testid="live-status" data-status={status}>
      <Badge tone={status === 'live' ? 'accent' : status === 'pending' ? 'primary' : 'neutral'}>
        {status === 'live' ? <Radio size={14} aria-hidden="true" /> : null}
        {STATUS_LABELS[status]}
      </Badge>
    </span>
  );
}
