// Up to `max` skill chips and '+N más' for the rest (job cards 4, candidate cards 5).
import { Badge } from '@/components/ui';
import { firstOf } from '../labels';

export function SkillChips({ skills, max }: { skills: string[]; max: number }) {
  const { shown, more } = firstOf(skills, max);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Habilidades">
      {shown.map((s) => (
        <li key={s}>
          <Badge>{s}</Badge>
        </li>
      ))}
      {more ? (
        <li>
          <Badge tone="primary">+{more} más</Badge>
        </li>
      ) : null}
    </ul>
  );
}
