// Course header: title, description, rating, students, duration, level, community link, topics and instructor.
import { Link } from '@tanstack/react-router';
import { GraduationCap, CalendarClock, Clock, Star, UserRound, Users } from 'lucide-react';
import { TopicChips } from '@/components/ui/topic-chips';
import { IconText } from '@/components/ui/card-parts';
import { countOf, formatLongDate, ratingLabel } from '@/lib/format';
import type { Course } from '../api/types';

export function CourseHeader({ course: c }: { course: Course }) {
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold leading-tight">{c.title}</h1>
      <p className="text-base-content/80">{c.description}</p>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-label="Datos del curso">
        <IconText as="li" icon={Star} data-testid="course-rating">
          <span className="tabular">{ratingLabel(c.rating, c.reviews_count)}</span>
          {c.reviews_count ? <span className="text-base-content/70">({countOf(c.reviews_count, 'reseña', 'reseñas')})</span> : null}
        </IconText>
        <IconText as="li" icon={Users} data-testid="course-students">{countOf(c.students_count, 'estudiante', 'estudiantes')}</IconText>
        <IconText as="li" icon={Clock}>{c.duration}</IconText>
        <IconText as="li" icon={GraduationCap}>{c.level}</IconText>
        {c.type === 'live' && c.live_date ? <IconText as="li" icon={CalendarClock}>En vivo el {formatLongDate(c.live_date)}</IconText> : null}
      </ul>
      <TopicChips topics={c.topics} />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <IconText icon={UserRound}>
          Instructor:{' '}
          {c.instructor_id ? (
            <Link to="/profile/$userId" params={{ userId: c.instructor_id }} className="link">
              {c.instructor_name}
            </Link>
          ) : (
            <span className="font-medium">{c.instructor_name}</span>
          )}
        </IconText>
        {c.community_id ? (
          <Link to="/communities/$id" params={{ id: String(c.community_id) }} className="link">
            Ver comunidad del curso
          </Link>
        ) : null}
      </p>
    </header>
  );
}
