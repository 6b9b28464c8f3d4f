// Contenido del Curso: the lesson (player, title, module, duration, description, 'Marcar como completada') beside the
// progress bar and the modules (all open, several at once), with every empty state of the spec.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BookOpen, BadgeCheck, Circle, PartyPopper, Video } from 'lucide-react';
import { EmptyState, QueryState, SkeletonList } from '@/components/layout';
import { Button, ButtonLink, Progress } from '@/components/ui';
import { useMemberAction } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { completeLessonMutation } from '../api/complete-lesson-mutation';
import { lessonsQuery } from '../api/lessons-query';
import { positionsQuery, saveLessonPosition } from '../api/positions-query';
import type { Course, Lesson, MyLearning } from '../api/types';
import { groupModules, nextLesson, progressPercent, resumeLesson } from '../progress';
import { LessonPlayer } from './LessonPlayer';
import * as sqlText from '@/lib/error-texts.gen';

export const NO_CONTENT_MESSAGE = 'No hay contenido disponible para este curso todavía.';
export const PICK_LESSON_MESSAGE = 'Selecciona una lección para comenzar';
export const NOT_ENROLLED_MESSAGE = sqlText.lesson_not_enrolled;

export interface ContentTabProps {
  course: Course;
  userId: string | null;
  learning: MyLearning | undefined;
  completed: ReadonlySet<number>;
  /** ?lesson= from the URL (a search result or a shared link); otherwise the course resumes. */
  lessonParam?: number;
  onLessonChange(lessonId: number | undefined): void;
}

export function ContentTab(props: ContentTabProps) {
  // A member's course opens where they left it: wait for their progress before choosing the lesson.
  if (props.userId && !props.learning) return <SkeletonList count={2} className="h-48 bg-base-300/60" label="Cargando..." />;
  return <Lessons {...props} />;
}

function Lessons(props: ContentTabProps) {
  return (
    <QueryState query={useQuery(lessonsQuery(props.course.id))} empty={{ icon: <BookOpen size={32} />, message: NO_CONTENT_MESSAGE }}>
      {(lessons) => <Content lessons={lessons} {...props} />}
    </QueryState>
  );
}

/** undefined: follow the URL or resume; null: no lesson chosen (after the last one). */
type Choice = number | null | undefined;

function Content({ course, userId, learning, completed, lessonParam, onLessonChange, lessons }: ContentTabProps & { lessons: Lesson[] }) {
  const requireMember = useMemberAction();
  const [choice, setChoice] = useState<Choice>(undefined);
  const enrolled = !!learning?.enrolled.includes(course.id);
  const positions = useQuery({ ...positionsQuery(userId, course.id), enabled: enrolled });
  const complete = useMutation(completeLessonMutation(course.id, userId ?? ''));
  const modules = useMemo(() => groupModules(lessons), [lessons]);
  const doneHere = lessons.filter((l) => completed.has(l.id)).length;
  const percent = progressPercent(doneHere, lessons.length);
  const allDone = lessons.length > 0 && doneHere === lessons.length;
  const certificate = learning?.certificates.find((c) => c.course_id === course.id);

  const fromUrl = lessons.find((l) => l.id === lessonParam);
  const currentId = choice === undefined ? (fromUrl ?? (enrolled ? resumeLesson(lessons, completed) : lessons[0]))?.id : choice;
  const current = lessons.find((l) => l.id === currentId) ?? null;

  const select = (id: number | null) => {
    setChoice(id);
    onLessonChange(id ?? undefined);
  };

  const markCompleted = (lesson: Lesson) => {
    if (!requireMember('Necesitas iniciar sesión para marcar lecciones como completadas.')) return;
    if (!enrolled) return void notify({ title: 'Inscríbete primero', description: NOT_ENROLLED_MESSAGE, variant: 'info' });
    complete.mutate(lesson.id);
    select(nextLesson(lessons, lesson.id)?.id ?? null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-label="Lección" className="flex min-w-0 flex-col gap-4">
        {current ? (
          <>
            <LessonPlayer
              lessonId={current.id}
              title={current.title}
              src={current.video_url}
              startAt={positions.data?.[current.id]}
              onPosition={enrolled ? (s) => void saveLessonPosition(current.id, s).catch(() => undefined) : undefined}
            />
            <div className="flex flex-col gap-2">
              <p className="text-sm text-base-content/70">
                {current.module} · <span className="tabular">{current.duration}</span>
              </p>
              <h2 className="text-2xl font-semibold" data-testid="lesson-title">
                {current.title}
              </h2>
              <p className="text-base-content/80">{current.description}</p>
            </div>
            {completed.has(current.id) ? (
              <p className="flex items-center gap-2 font-medium text-success">
                <BadgeCheck size={18} aria-hidden="true" />
                Lección completada
              </p>
            ) : (
              <Button variant="primary" className="self-start" loading={complete.isPending} onClick={() => markCompleted(current)}>
                <BadgeCheck size={18} aria-hidden="true" />
                Marcar como completada
              </Button>
            )}
          </>
        ) : allDone ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-base-300 p-8 text-center" data-testid="course-congrats">
            <PartyPopper size={40} className="text-primary" aria-hidden="true" />
            <h2 className="text-2xl font-semibold">¡Felicidades! Has completado el curso</h2>
            <p className="text-base-content/80">Terminaste todas las lecciones de «{course.title}».</p>
            {certificate ? (
              <ButtonLink to="/certificates/$code" params={{ code: certificate.code }} variant="primary">
                Ver certificado
              </ButtonLink>
            ) : null}
          </div>
        ) : (
          <EmptyState icon={<Video size={32} />} message={PICK_LESSON_MESSAGE} />
        )}
      </section>

      <aside aria-label="Contenido del curso" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1 rounded-2xl border border-base-300 p-4">
          <div className="flex items-center justify-between text-sm font-medium">
            <span>Tu progreso</span>
            <span className="tabular" data-testid="progress-percent">
              {percent}%
            </span>
          </div>
          <Progress value={percent / 100} label="Progreso del curso" />
        </div>
        {modules.map((m) => (
          <details key={m.key} open className="rounded-2xl border border-base-300">
            <summary className="cursor-pointer px-4 py-3 font-semibold">{m.title}</summary>
            <ul className="flex flex-col pb-2">
              {m.lessons.map((l) => {
                const done = completed.has(l.id);
                const active = l.id === current?.id;
                return (
                  <li key={l.id}>
                    <button
                      type="button"
                      onClick={() => select(l.id)}
                      aria-current={active ? 'true' : undefined}
                      className={`flex w-full items-center gap-2 px-4 py-2 text-left text-sm hover:bg-base-200 ${active ? 'bg-base-200 font-semibold' : ''}`}
                    >
                      {done ? (
                        <BadgeCheck size={16} className="shrink-0 text-success" aria-label="Completada" />
                      ) : (
                        <Circle size={16} className="shrink-0 text-base-content/60" aria-hidden="true" />
                      )}
                      <span className="flex-1">{l.title}</span>
                      <span className="tabular text-base-content/70">{l.duration}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
      </aside>
    </div>
  );
}
