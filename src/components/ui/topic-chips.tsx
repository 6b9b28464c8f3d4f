// Topic chips: all of them, or at most `max` plus a '+N' chip; an optional icon before each topic.
import type { ReactNode } from 'react';
import { Badge } from './misc';

export function TopicChips({ topics, max, icon }: { topics: readonly string[]; max?: number; icon?: ReactNode }) {
  const shown = max ? topics.slice(0, max) : topics;
  const more = topics.length - shown.length;
  if (!shown.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Temas">
      {shown.map((t) => (
        <li key={t}>
          <Badge>
            {icon}
            {t}
          </Badge>
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
