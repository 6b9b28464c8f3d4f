// Open pages on the event right now (presence on live:<id>); 'Conectando…' until the channel is up.
import { Eye } from 'lucide-react';
import { countOf } from '@/lib/format';

export function ViewerCount({ viewers }: { viewers: number | null }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-base-content/90" data-testid="viewer-count" data-count={viewers ?? ''} aria-live="polite">
      <Eye size={16} aria-hidden="true" />
      {viewers === null ? 'Conectando…' : <span className="tabular">{countOf(viewers, 'espectador', 'espectadores')}</span>}
    </p>
  );
}
