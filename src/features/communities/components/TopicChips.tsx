// Topic chips: all of them, or at most `max` plus a '+N' chip.
import { Badge } from '@/components/ui';
import { visibleTopics } from '../sort';

export function TopicChips({ topics, max }: { topics: readonly string[]; max?: number }) {
  const { shown, more } = max ? visibleTopics(topics, max) : { shown: [...topics], more: 0 };
  if (!shown.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Temas">
      {shown.map((t) => (
        <li key={t}>
          <Badge>{t}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge>
            <span aria-label={`${more} temas más`}>+{more}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
