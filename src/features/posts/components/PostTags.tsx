// A post's tags as chips.
import { Badge } from '@/components/ui';

export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Etiquetas">
      {tags.map((t) => (
        <li key={t}>
          <Badge>#{t}</Badge>
        </li>
      ))}
    </ul>
  );
}
