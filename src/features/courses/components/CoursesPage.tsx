// /courses: search, the five sorts, link to /apply-instructor, and the live and recorded sections with progress.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Search, SearchX } from 'lucide-react';
import { EmptyState, PageTitle, QueryState } from '@/components/layout';
import { Button, ButtonLink, SearchInput } from '@/components/ui';
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
  const [text, setText] = useState(query);

  return (
    <section aria-labelledby="courses-title" className="flex flex-col gap-6">
      <PageTitle title="Cursos" />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 id="courses-title" className="text-3xl font-bold">
            Cursos
          </h1>
          <p className="text-base-content/80">Aprende con cursos grabados y en vivo de la comunidad.</p>
        </div>
        <ButtonLink to="/apply-instructor" variant="outline" size="sm">
          <GraduationCap size={18} aria-hidden="true" />
          Aplicar para dar cursos
        </ButtonLink>
      </header>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          icon={<Search size={18} aria-hidden="true" />}
          aria-label="Buscar cursos"
          placeholder="Buscar cursos..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onQueryChange(e.target.value);
          }}
          className="lg:max-w-md"
        />
        <div role="group" aria-label="Ordenar cursos" className="flex flex-wrap gap-1">
          {SORTS.map((s) => (
            <Button key={s} size="sm" variant={s === sort ? 'primary' : 'ghost'} aria-pressed={s === sort} onClick={() => onSortChange(s)}>
              {SORT_LABELS[s]}
            </Button>
          ))}
        </div>
      </div>

      <QueryState query={result} pending={<GridSkeleton />}>
        {(courses) => <Sections courses={courses} query={text} sort={sort} learning={learning} />}
      </QueryState>
    </section>
  );
}

function Sections({ courses, query, sort, learning }: { courses: Course[]; query: string; sort: CourseSort; learning: MyLearning | undefined }) {
  const { live, recorded } = filterAndSort(courses, query, sort);
  if (!live.length && !recorded.length) return <EmptyState icon={<SearchX size={32} />} message="No se encontraron cursos" />;
  const progressOf = (c: Course): number | undefined => {
    if (!learning?.enrolled.includes(c.id)) return undefined;
    return progressPercent(learning.completions.filter((x) => x.course_id === c.id).length, c.lessons_count);
  };
  return (
    <>
      {live.length ? <Section id="live" title="Próximos Cursos en Vivo" items={live} progressOf={progressOf} eager /> : null}
      {recorded.length ? <Section id="recorded" title="Cursos Grabados" items={recorded} progressOf={progressOf} eager={!live.length} /> : null}
    </>
  );
}

interface SectionProps {
  id: string;
  title: string;
  items: Course[];
  progressOf: (c: Course) => number | undefined;
  /** The first section's first cards load their covers at once (they are the page's largest paint). */
  eager?: boolean;
}

function Section({ id, title, items, progressOf, eager = false }: SectionProps) {
  return (
    <section aria-labelledby={`courses-${id}`} className="flex flex-col gap-3">
      <h2 id={`courses-${id}`} className="text-xl font-semibold">
        {title} <span className="tabular text-base-content/70">({items.length})</span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((c, i) => (
          <li key={c.id}>
            <CourseCard course={c} progress={progressOf(c)} eager={eager && i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-base-300">
          <div className="aspect-[16/9] animate-pulse bg-base-300/60" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-base-300/60" />
            <div className="h-4 w-full animate-pulse rounded bg-base-300/60" />
          </div>
        </div>
      ))}
    </div>
  );
}
