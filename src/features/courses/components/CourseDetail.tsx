// /courses/{id}: header and price card, then the tabs Contenido del Curso, Comunidad and Reseñas; 'Curso no encontrado'.
import { useQuery } from '@tanstack/react-query';
import { PageTitle, QueryState } from '@/components/layout';
import { tabPanelProps, Tabs } from '@/components/ui';
import { Cover } from '@/components/ui/cover';
import { courseQuery } from '../api/course-query';
import type { Course } from '../api/types';
import { COURSE_TAB_LABELS, COURSE_TABS, type CourseTab } from '../tabs';
import { useMyLearning } from '../use-my-learning';
import { CommunityTab } from './CommunityTab';
import { ContentTab } from './ContentTab';
import { CourseHeader } from './CourseHeader';
import { CourseNotFound } from './CourseNotFound';
import { PriceCard } from './PriceCard';
import { ReviewsTab } from './ReviewsTab';

export interface CourseDetailProps {
  id: number;
  tab: CourseTab;
  lesson?: number;
  onTabChange(tab: CourseTab): void;
  onLessonChange(lesson: number | undefined): void;
}

const TAB_ITEMS = COURSE_TABS.map((key) => ({ key, label: COURSE_TAB_LABELS[key] }));

export function CourseDetail({ id, ...rest }: CourseDetailProps) {
  return (
    <QueryState query={useQuery(courseQuery(id))} pending={<DetailSkeleton />} empty={<CourseNotFound />}>
      {(course) => <Detail course={course} {...rest} />}
    </QueryState>
  );
}

function Detail({ course, tab, lesson, onTabChange, onLessonChange }: Omit<CourseDetailProps, 'id'> & { course: Course }) {
  const { userId, learning, completed } = useMyLearning();
  const enrolled = !!learning?.enrolled.includes(course.id);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={course.title} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Cover src={course.image_url} eager className="max-h-72 rounded-2xl" />
          <CourseHeader course={course} />
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <PriceCard course={course} userId={userId} enrolled={enrolled} onContinue={() => onTabChange('content')} />
        </div>
      </div>
      <Tabs idBase="course" label="Secciones del curso" items={TAB_ITEMS} active={tab} onChange={onTabChange} />
      <div {...tabPanelProps('course', tab)} className="outline-none">
        {tab === 'content' ? (
          <ContentTab course={course} userId={userId} learning={learning} completed={completed} lessonParam={lesson} onLessonChange={onLessonChange} />
        ) : tab === 'community' ? (
          <CommunityTab communityId={course.community_id} />
        ) : (
          <ReviewsTab course={course} userId={userId} enrolled={enrolled} />
        )}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="flex flex-col gap-6">
      <div className="aspect-[16/9] max-h-72 w-full animate-pulse rounded-2xl bg-base-300/60" />
      <div className="h-8 w-1/2 animate-pulse rounded bg-base-300/60" />
      <div className="h-4 w-full animate-pulse rounded bg-base-300/60" />
    </div>
  );
}
