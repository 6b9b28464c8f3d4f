// A course of the community (Cursos tab): cover, title, two-line description, up to 3 topics + '+N', rating, students, price.
import { Cover, TopicChips } from '@/components/ui';
import { Link } from '@tanstack/react-router';
import { Star, Users } from 'lucide-react';
import { formatCount, formatPrice, plural, ratingLabel } from '@/lib/format';
import type { CommunityCourse } from '../api/types';

export function CourseCard({ course: c }: { course: CommunityCourse }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <Cover src={c.image_url} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link to="/courses/$id" params={{ id: String(c.id) }} className="hover:underline after:absolute after:inset-0">
            {c.title}
          </Link>
        </h3>
        <p className="text-sm text-base-content/80">{c.instructor_name}</p>
        <p className="line-clamp-2 text-sm text-base-content/80">{c.description}</p>
        <TopicChips topics={c.topics} max={3} />
        <p className="mt-auto flex items-center gap-4 pt-2 text-sm">
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
      </div>
    </article>
  );
}
