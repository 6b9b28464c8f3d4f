// /courses: search (?q=) and sort (?sort=) live in the URL; the list comes from the courses feature.
import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '@/features/courses';
import { parseSort, type CourseSort } from '@/features/courses/search-params';

interface CoursesSearch {
  q?: string;
  sort?: CourseSort;
}

export const Route = createFileRoute('/_shell/courses/')({
  validateSearch: (search: Record<string, unknown>): CoursesSearch => {
    const q = typeof search.q === 'string' && search.q ? search.q : undefined;
    const sort = parseSort(search.sort);
    return { q, sort: sort === 'all' ? undefined : sort };
  },
  // prefetch never throws: a failed load is shown in place with 'Reintentar'. The query module comes with the page, so
  // it stays out of every page's first download.
  loader: async ({ context }) => {
    const { coursesQuery } = await import('@/features/courses/api/courses-query');
    await context.queryClient.prefetchQuery(coursesQuery());
  },
  component: function Courses() {
    const { q = '', sort = 'all' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CoursesPage
        query={q}
        sort={sort}
        onQueryChange={(next) => void navigate({ search: (s) => ({ ...s, q: next || undefined }), replace: true })}
        onSortChange={(next) => void navigate({ search: (s) => ({ ...s, sort: next === 'all' ? undefined : next }), replace: true })}
      />
    );
  },
});
