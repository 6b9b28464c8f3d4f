// Course header: title, description, rating, students, duration, level, community link, topics and instructor.
import { Link } from '@tanstack/react-router';
import { GraduationCap, CalendarClock, Clock, Star, UserRound, Users } from 'lucide-react';
import { TopicChips } from '@/components/ui';
import { formatCount, formatLongDate, plural, ratingLabel } from '@/lib/format';
import type { Course } from '../api/types';

export function CourseHeader({ course: c }: { course: Course }) {
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold leading-tight">{c.title}</h1>
      <p className="text-base-content/80">{c.description}</p>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-label="Datos del curso">
        <li className="flex items-center gap-1" data-testid="course-rating">
          <Star size={16} aria-hidden="true" />
          <span className="tabular">{ratingLabel(c.rating, c.reviews_count)}</span>
          {c.reviews_count ? <span className="text-base-content/70">({countLabel(c.reviews_count, 'reseña', 'reseñas')})</span> : null}
        </li>
        <li className="flex items-center gap-1" data-testid="course-students">
          <Users size={16} aria-hidden="true" />
          {countLabel(c.students_count, 'estudiante', 'estudiantes')}
        </li>
        <li className="flex items-center gap-1">
          <Clock size={16} aria-hidden="true" />
          {c.duration}
        </li>
        <li className="flex items-center gap-1">
          <GraduationCap size={16} aria-hidden="true" />
          {c.level}
        </li>
        {c.type === 'live' && c.live_date ? (
          <li className="flex items-center gap-1">
            <CalendarClock size={16} aria-hidden="true" />
            En vivo el {formatLongDate(c.live_date)}
          </li>
        ) : null}
      </ul>
      <TopicChips topics={c.topics} />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1">
          <UserRound size={16} aria-hidden="true" />
          Instructor:{' '}
          {c.instructor_id ? (
            <Link to="/profile/$userId" params={{ userId: c.instructor_id }} className="link">
              {c.instructor_name}
            </Link>
          ) : (
            <span className="font-medium">{c.instructor_name}</span>
          )}
        </span>
        {c.community_id ? (
          <Link to="/communities/$id" params={{ id: String(c.community_id) }} className="link">
            Ver comunidad del curso
          </Link>
        ) : null}
      </p>
    </header>
  );
}

function countLabel(n: number, one: string, other: string): string {
  return `${formatCount(n)} ${plural(one, other, n)}`;
}
