// /courses/{id}: the course page (tab in ?tab=, lesson in ?lesson=, as the search results link lessons).
import { createFileRoute } from '@tanstack/react-router';
import { CourseDetail } from '@/features/courses';
import { parseCourseId, parseTab, type CourseTab } from '@/features/courses/search-params';

interface CourseSearch {
  tab?: CourseTab;
  lesson?: number;
}

export const Route = createFileRoute('/_shell/courses/$id')({
  validateSearch: (search: Record<string, unknown>): CourseSearch => {
    const tab = parseTab(search.tab);
    const lesson = Number(search.lesson);
    return { tab: tab === 'content' ? undefined : tab, lesson: Number.isSafeInteger(lesson) && lesson > 0 ? lesson : undefined };
  },
  // The query modules come with the page, so they stay out of every page's first download (a first visit's reads are
  // already on their way from the boot loader).
  loader: async ({ context, params }) => {
    const id = parseCourseId(params.id);
    const [{ courseQuery }, { lessonsQuery }] = await Promise.all([
      import('@/features/courses/api/course-query'),
      import('@/features/courses/api/lessons-query'),
    ]);
    const course = await context.queryClient.fetchQuery(courseQuery(id)).catch(() => null);
    if (course) void context.queryClient.prefetchQuery(lessonsQuery(id));
  },
  component: function Course() {
    const { id: raw } = Route.useParams();
    const { tab = 'content', lesson } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CourseDetail
        key={raw}
        id={parseCourseId(raw)}
        tab={tab}
        lesson={lesson}
        onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next === 'content' ? undefined : next }), replace: true })}
        onLessonChange={(next) => void navigate({ search: (s) => ({ ...s, lesson: next }), replace: true })}
      />
    );
  },
});
