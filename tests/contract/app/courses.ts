// The courses feature's query and mutation factories against local-supabase: catalogue, enrolment, progress, reviews.
import { describe, expect, it } from 'vitest';
import { useApp } from './support';
import { certificateQuery } from '@/features/courses/api/certificate-query';
import { completeLessonMutation, type CompletionResult } from '@/features/courses/api/complete-lesson-mutation';
import { courseCommunityQuery } from '@/features/courses/api/course-community-query';
import { courseQuery } from '@/features/courses/api/course-query';
import { coursesQuery } from '@/features/courses/api/courses-query';
import { distributionQuery } from '@/features/courses/api/distribution-query';
import { enrolMutation } from '@/features/courses/api/enrol-mutation';
import { learningRecordQuery, type LearningRecordData } from '@/features/courses/api/learning-record-query';
import { lessonsQuery } from '@/features/courses/api/lessons-query';
import { myLearningQuery } from '@/features/courses/api/my-learning-query';
import { myReviewQuery } from '@/features/courses/api/my-review-query';
import { positionsQuery, saveLessonPosition } from '@/features/courses/api/positions-query';
import { reviewsQuery } from '@/features/courses/api/reviews-query';
import { deleteReviewMutation, saveReviewMutation } from '@/features/courses/api/save-review-mutation';
import type { Certificate, CommunityPreview, Course, Lesson, MyLearning, Review, StarCount } from '@/features/courses/api/types';

const app = useApp();

/** The course with the fewest lessons (at least one), to complete it whole. */
async function shortCourse(): Promise<{ id: number; lessons: number }> {
  const [row] = await app.sql<{ id: number; lessons: number }>(
    'select course_id::int as id, count(*)::int as lessons from public.lessons group by course_id order by count(*), course_id limit 1',
  );
  return row;
}

describe('the catalogue', () => {
  it('lists every course, reads one (null when unknown) and its lessons in module order', async () => {
    const all = await app.fetch<Course[]>(coursesQuery());
    expect(all.map((c) => c.id)).toEqual((await app.sql<{ id: number }>('select id::int from public.courses order by id')).map((c) => c.id));
    expect(await app.fetch(courseQuery(1))).toMatchObject({ id: 1, title: all[0].title, students_count: expect.any(Number) });
    expect(await app.fetch(courseQuery(99999))).toBeNull();
    const lessons = await app.fetch<Lesson[]>(lessonsQuery(1));
    const stored = await app.sql<{ id: number }>('select id::int from public.lessons where course_id = 1 order by module_position, position');
    expect(lessons.map((l) => l.id)).toEqual(stored.map((l) => l.id));
    expect(await app.fetch(lessonsQuery(12))).toEqual([]);
  });

  it("reads course 1's review distribution (70/20/7/2/1) and its reviews a page at a time", async () => {
    const stars = await app.fetch<StarCount[]>(distributionQuery(1));
    expect(stars.map((s) => [s.stars, s.reviews, s.percent])).toEqual([
      [5, 70, 70],
      [4, 20, 20],
      [3, 7, 7],
      [2, 2, 2],
      [1, 1, 1],
    ]);
    const page = await app.fetch<{ reviews: Review[]; more: boolean }>(reviewsQuery(1));
    expect(page.reviews).toHaveLength(5);
    expect(page.more).toBe(true);
    expect(page.reviews[0]).toMatchObject({ course_id: 1, author: { id: page.reviews[0].user_id, name: expect.any(String) } });
  });

  it("previews the course's community with its two latest posts", async () => {
    const [{ community }] = await app.sql<{ community: number }>('select community_id::int as community from public.courses where community_id is not null order by id limit 1');
    const preview = await app.fetch<CommunityPreview>(courseCommunityQuery(community));
    const latest = await app.sql<{ id: number }>('select id::int from public.posts where community_id = $1 order by created_at desc, id desc limit 2', [community]);
    expect(preview).toMatchObject({ id: community, members_count: expect.any(Number), posts_count: expect.any(Number) });
    expect(preview.posts.map((p) => p.id)).toEqual(latest.map((p) => p.id));
    expect(await app.fetch(courseCommunityQuery(99999))).toBeNull();
  });
});

describe('learning a course', () => {
  it('enrols, completes every lesson, earns a certificate anyone can verify, and resumes where it stopped', async () => {
    const member = await app.member('Estudiante Aplicada');
    await app.as(member);
    const course = await shortCourse();
    const lessons = await app.fetch<Lesson[]>(lessonsQuery(course.id));
    expect(await app.fetch(myLearningQuery(member.id))).toEqual({ enrolled: [], completions: [], certificates: [] });
    const early = await app.refusal(app.mutate(completeLessonMutation(course.id, member.id), lessons[0].id));
    expect(early).toMatchObject({ code: 'lesson_not_enrolled', message: await app.errorText('lesson_not_enrolled') });

    const students = (await app.fetch<Course>(courseQuery(course.id)))!.students_count;
    expect(await app.mutate(enrolMutation(course.id, member.id))).toBe(true);
    expect((await app.fetch<MyLearning>(myLearningQuery(member.id))).enrolled).toEqual([course.id]);
    expect((await app.fetch<Course>(courseQuery(course.id)))!.students_count).toBe(students + 1);

    let last: CompletionResult | undefined;
    for (const lesson of lessons) last = await app.mutate<CompletionResult>(completeLessonMutation(course.id, member.id), lesson.id);
    expect(last).toMatchObject({ completed_count: course.lessons, total_count: course.lessons, percent: 100, next_lesson_id: null });
    const learning = await app.fetch<MyLearning>(myLearningQuery(member.id));
    expect(learning.completions).toHaveLength(course.lessons);
    expect(learning.certificates).toEqual([expect.objectContaining({ course_id: course.id, code: expect.stringMatching(/^[A-Z0-9]{12}$/) })]);
    const record = await app.fetch<LearningRecordData>(learningRecordQuery(member.id));
    expect(record.courses).toEqual([expect.objectContaining({ course_id: course.id, percent: 100, certificate: learning.certificates[0].code })]);

    await saveLessonPosition(lessons[0].id, 73);
    expect(await app.fetch(positionsQuery(member.id, course.id))).toEqual({ [lessons[0].id]: 73 });
    await app.as(null);
    expect(await app.fetch<Certificate>(certificateQuery(learning.certificates[0].code))).toMatchObject({
      course_id: course.id,
      member: { id: member.id, name: 'Estudiante Aplicada' },
      course: { id: course.id },
    });
    expect(await app.fetch(certificateQuery('NOSUCHCODE12'))).toBeNull();
    expect(await app.fetch(positionsQuery(null, course.id))).toEqual({});
  });
});

describe('reviews', () => {
  it('only enrolled members review; writing, editing and deleting move the list and the distribution', async () => {
    const member = await app.member('Reseñadora');
    await app.as(member);
    const outsider = await app.refusal(app.mutate(saveReviewMutation(2, member.id, null), { rating: 5, comment: '¡Genial!' }));
    expect(outsider).toMatchObject({ code: 'review_not_enrolled', message: await app.errorText('review_not_enrolled') });
    await app.mutate(enrolMutation(2, member.id));
    const before = await app.fetch<StarCount[]>(distributionQuery(2));
    await app.fetch(reviewsQuery(2));
    await app.mutate(saveReviewMutation(2, member.id, null), { rating: 4, comment: 'Muy claro.' });
    const mine = (await app.fetch<Review>(myReviewQuery(member.id, 2)))!;
    expect(mine).toMatchObject({ rating: 4, comment: 'Muy claro.', author: { name: 'Reseñadora' } });
    expect((await app.fetch<{ reviews: Review[] }>(reviewsQuery(2))).reviews[0].id).toBe(mine.id);
    const fours = (d: StarCount[]) => d.find((s) => s.stars === 4)!.reviews;
    expect(fours(await app.fetch<StarCount[]>(distributionQuery(2)))).toBe(fours(before) + 1);

    await app.mutate(saveReviewMutation(2, member.id, mine.id), { rating: 2, comment: 'Lo pensé mejor.' });
    expect(await app.fetch(myReviewQuery(member.id, 2))).toMatchObject({ id: mine.id, rating: 2, comment: 'Lo pensé mejor.' });
    await app.mutate(deleteReviewMutation(2, member.id, mine.id));
    expect(await app.fetch(myReviewQuery(member.id, 2))).toBeNull();
    expect(await app.fetch(distributionQuery(2))).toEqual(before);
    expect(await app.fetch(myReviewQuery(null, 2))).toBeNull();
  });
});
