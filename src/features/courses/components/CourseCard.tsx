// A course card: cover, title, instructor, level, duration, rating, students, price; the member's progress if enrolled.
import { GraduationCap, CalendarClock, Clock, Star, Users } from 'lucide-react';
import { Badge, Progress } from '@/components/ui';
import { CardLink, Counted, IconText, LinkCard } from '@/components/ui/card-parts';
import { formatLongDate, formatPrice, ratingLabel } from '@/lib/format';
import type { Course } from '../api/types';

export function CourseCard({ course: c, progress, eager = false }: { course: Course; progress?: number; eager?: boolean }) {
  const title = <CardLink to="/courses/$id" params={{ id: String(c.id) }}>{c.title}</CardLink>;
  return (
    <LinkCard cover={c.image_url} eager={eager} title={title}>
      <p className="text-sm text-base-content/80">{c.instructor_name}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/80">
        <IconText icon={GraduationCap}>{c.level}</IconText>
        <IconText icon={Clock}>{c.duration}</IconText>
        {c.type === 'live' && c.live_date ? <IconText icon={CalendarClock}>{formatLongDate(c.live_date)}</IconText> : null}
      </p>
      {progress !== undefined ? (
        <div className="flex items-center gap-2 text-sm" data-testid="course-progress">
          <div className="flex-1">
            <Progress value={progress / 100} label={`Progreso en ${c.title}`} />
          </div>
          <span className="tabular">{progress}%</span>
        </div>
      ) : null}
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm">
        <IconText icon={Star}><span className="tabular">{ratingLabel(c.rating, c.reviews_count)}</span></IconText>
        <IconText icon={Users} className="flex items-center gap-1 text-base-content/80"><Counted n={c.students_count} one="estudiante" other="estudiantes" /></IconText>
        <span className="ml-auto font-semibold tabular">{formatPrice(c.price)}</span>
      </p>
      {progress === 100 ? <Badge tone="primary">Completado</Badge> : null}
    </LinkCard>
  );
}
