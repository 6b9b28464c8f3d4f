// A course card: cover, title, instructor, level, duration, rating, students, price; the member's progress if enrolled.
import { Link } from '@tanstack/react-router';
import { GraduationCap, CalendarClock, Clock, Star, Users } from 'lucide-react';
import { Badge, Cover, Progress } from '@/components/ui';
import { formatCount, formatLongDate, formatPrice, plural, ratingLabel } from '@/lib/format';
import type { Course } from '../api/types';

export function CourseCard({ course: c, progress, eager = false }: { course: Course; progress?: number; eager?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <Cover src={c.image_url} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link to="/courses/$id" params={{ id: String(c.id) }} className="hover:underline after:absolute after:inset-0">
            {c.title}
          </Link>
        </h3>
        <p className="text-sm text-base-content/80">{c.instructor_name}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/80">
          <span className="flex items-center gap-1">
            <GraduationCap size={16} aria-hidden="true" />
            {c.level}
          </span>
          <span className="flex items-center gap-1">
            <Clock size={16} aria-hidden="true" />
            {c.duration}
          </span>
          {c.type === 'live' && c.live_date ? (
            <span className="flex items-center gap-1">
              <CalendarClock size={16} aria-hidden="true" />
              {formatLongDate(c.live_date)}
            </span>
          ) : null}
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
          <span className="flex items-center gap-1">
            <Star size={16} aria-hidden="true" />
            <span className="tabular">{ratingLabel(c.rating, c.reviews_count)}</span>
          </span>
          <span className="flex items-center gap-1 text-base-content/80">
            <Users size={16} aria-hidden="true" />
            <span className="tabular">{formatCount(c.students_count)}</span> {plural('estudiante', 'estudiantes', c.students_count)}
          </span>
          <span className="ml-auto font-semibold tabular">{formatPrice(c.price)}</span>
        </p>
        {progress === 100 ? <Badge tone="primary">Completado</Badge> : null}
      </div>
    </article>
  );
}
