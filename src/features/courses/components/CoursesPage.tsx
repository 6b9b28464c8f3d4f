// /courses: search, the five sorts, link to /apply-instructor, and the live and recorded sections with progress.
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, SearchX } from 'lucide-react';
import { EmptyState, QueryState } from '@/components/layout';
import { CardGridSkeleton, CardSection, ListSearch, PageSection, SortButtons, useSearchText } from '@/components/layout/ListPage';
import { ButtonLink } from '@/components/ui';
import { coursesQuery } from '../api/courses-query';
import type { Course, MyLearning } from '../api/types';
import { progressPercent } from '../progress';
import { filterAndSort, SORT_LABELS, SORTS, type CourseSort } from '../sort';
import { useMyLearning } from '../use-my-learning';
import { CourseCard } from './CourseCard';

export interface CoursesPageProps {
  query: string;
  sort: CourseSort;
  onQueryChange(query: string): void;
  onSortChange(sort: CourseSort): void;
}

export function CoursesPage({ query, sort, onQueryChange, onSortChange }: CoursesPageProps) {
  const result = useQuery(coursesQuery());
  const { learning } = useMyLearning();
  const [text, search] = useSearchText(query, onQueryChange);
  const apply = (
    <ButtonLink to="/apply-instructor" variant="outline" size="sm">
      <GraduationCap size={18} aria-hidden="true" />
      Aplicar para dar cursos
    </ButtonLink>
  );

  return (
    <PageSection id="courses-title" title="Cursos" lead="Aprende con cursos grabados y en vivo de la comunidad." actions={apply} rowFrom="sm">
      <ListSearch label="Buscar cursos" placeholder="Buscar cursos..." value={text} onSearch={search}>
        <SortButtons label="Ordenar cursos" sorts={SORTS} labels={SORT_LABELS} value={sort} onChange={onSortChange} />
      </ListSearch>
      <QueryState query={result} pending={<CardGridSkeleton />}>
        {(courses) => <Sections courses={courses} query={text} sort={sort} learning={learning} />}
      </QueryState>
    </PageSection>
  );
}

function Sections({ courses, query, sort, learning }: { courses: Course[]; query: string; sort: CourseSort; learning: MyLearning | undefined }) {
  const { live, recorded } = filterAndSort(courses, query, sort);
  if (!live.length && !recorded.length) return <EmptyState icon={<SearchX size={32} />} message="No se encontraron cursos" />;
  const progressOf = (c: Course): number | undefined => {
    if (!learning?.enrolled.includes(c.id)) return undefined;
    return progressPercent(learning.completions.filter((x) => x.course_id === c.id).length, c.lessons_count);
  };
  // The first section's first cards load their covers at once (they are the page's largest paint).
  const card = (eager: boolean) => (c: Course, i: number) => <CourseCard course={c} progress={progressOf(c)} eager={eager && i < 2} />;
  return (
    <>
      {live.length ? <CardSection id="courses-live" title="Próximos Cursos en Vivo" items={live} card={card(true)} /> : null}
      {recorded.length ? <CardSection id="courses-recorded" title="Cursos Grabados" items={recorded} card={card(!live.length)} /> : null}
    </>
  );
}
