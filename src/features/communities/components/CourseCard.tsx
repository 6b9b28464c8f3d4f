// A course of the community (Cursos tab): cover, title, two-line description, up to 3 topics + '+N', rating, students, price.
import { TopicChips } from '@/components/ui/topic-chips';
import { CardLink, Counted, IconText, LinkCard } from '@/components/ui/card-parts';
import { Star, Users } from 'lucide-react';
import { formatPrice, ratingLabel } from '@/lib/format';
import type { CommunityCourse } from '../api/types';

export function CourseCard({ course: c }: { course: CommunityCourse }) {
  const title = <CardLink to="/courses/$id" params={{ id: String(c.id) }}>{c.title}</CardLink>;
  return (
    <LinkCard cover={c.image_url} title={title}>
      <p className="text-sm text-base-content/80">{c.instructor_name}</p>
      <p className="line-clamp-2 text-sm text-base-content/80">{c.description}</p>
      <TopicChips topics={c.topics} max={3} />
      <p className="mt-auto flex items-center gap-4 pt-2 text-sm">
        <IconText icon={Star}><span className="tabular">{ratingLabel(c.rating, c.reviews_count)}</span></IconText>
        <IconText icon={Users} className="flex items-center gap-1 text-base-content/80"><Counted n={c.students_count} one="estudiante" other="estudiantes" /></IconText>
        <span className="ml-auto font-semibold tabular">{formatPrice(c.price)}</span>
      </p>
    </LinkCard>
  );
}
