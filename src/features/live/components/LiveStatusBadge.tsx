// The event's status as a badge: 'Próximamente', 'En vivo' (accent, pulsing dot) or 'Finalizado'.
import { Badge } from '@/components/ui';
import { STATUS_LABELS, type LiveStatus } from '../status';

export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  return (
    <span data-testid="live-status" data-status={status}>
      <Badge tone={status === 'live' ? 'accent' : status === 'pending' ? 'primary' : 'neutral'}>
        {status === 'live' ? <span className="size-2 rounded-full bg-current motion-safe:animate-pulse" aria-hidden="true" /> : null}
        {STATUS_LABELS[status]}
      </Badge>
    </span>
  );
}
