// Up arrow, score, down arrow: the vote control of posts and comments (the caller applies the vote).
import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { Button } from '@/components/ui';
import { score, type VoteCounts } from '@/lib/votes';

const SIZES = {
  post: { button: 'sm', icon: 22, wrap: 'gap-1', count: 'min-w-8 font-semibold' },
  comment: { button: 'xs', icon: 16, wrap: 'gap-0.5', count: 'min-w-5 text-sm font-semibold' },
} as const;

export interface VoteButtonsProps {
  /** What is voted on: sets the size, the test ids (`post-votes`, `post-score`, …) and the buttons' names. */
  kind: 'post' | 'comment';
  counts: VoteCounts;
  onVote(direction: 'up' | 'down'): void;
  layout?: 'column' | 'row';
}

export function VoteButtons({ kind, counts, onVote, layout = 'row' }: VoteButtonsProps) {
  const size = SIZES[kind];
  const what = kind === 'comment' ? ' comentario' : '';
  const value = score(counts);
  const arrow = (direction: 'up' | 'down') => {
    const on = counts.myVote === direction;
    const Icon = direction === 'up' ? ArrowBigUp : ArrowBigDown;
    return (
      <Button
        variant="ghost"
        size={size.button}
        icon
        className={on ? (direction === 'up' ? 'text-primary' : 'text-error') : ''}
        aria-label={`Votar${what} ${direction === 'up' ? 'a favor' : 'en contra'}`}
        aria-pressed={on}
        onClick={() => onVote(direction)}
      >
        <Icon size={size.icon} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
      </Button>
    );
  };
  return (
    <div className={`flex items-center ${size.wrap} ${layout === 'column' ? 'flex-col' : 'flex-row'}`} data-testid={`${kind}-votes`}>
      {arrow('up')}
      <span className={`${size.count} text-center tabular-nums`} data-testid={`${kind}-score`} aria-label={kind === 'post' ? `Puntuación: ${value}` : undefined}>
        {value}
      </span>
      {arrow('down')}
    </div>
  );
}
