// A member's learning record (dashboard and public profile): a small bar chart of course progress and quiz best scores,
// then the courses in progress and completed (with their certificates) and the quiz scores.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Award, GraduationCap } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Progress } from '@/components/ui';
import { learningRecordQuery, type LearningRecordData } from '../api/learning-record-query';

export function LearningRecord({ memberId, own = false }: { memberId: string; own?: boolean }) {
  return (
    <QueryState
      query={useQuery(learningRecordQuery(memberId))}
      pending={<SkeletonList count={3} className="h-16 bg-base-200" />}
      isEmpty={(r) => !r.courses.length && !r.quizzes.length}
      empty={{ icon: <GraduationCap size={32} />, message: own ? 'Aún no has empezado ningún curso ni cuestionario.' : 'Este usuario aún no tiene actividad de aprendizaje.' }}
    >
      {(record) => <Record record={record} />}
    </QueryState>
  );
}

/** One bar per course (progress %) and per quiz module (best score %), 0–100. */
function Chart({ record }: { record: LearningRecordData }) {
  const bars = [
    ...record.courses.map((c) => ({ key: `c${c.course_id}`, label: c.title, value: c.percent, tone: 'fill-primary' })),
    ...record.quizzes.map((q) => ({ key: `q${q.module_id}`, label: q.title, value: q.total ? Math.round((q.best_score / q.total) * 100) : 0, tone: 'fill-secondary' })),
  ];
  const width = Math.max(bars.length * 28, 120);
  const summary = bars.map((b) => `${b.label}: ${b.value}%`).join('; ');
  return (
    <figure className="flex flex-col gap-1">
      <svg viewBox={`0 0 ${width} 64`} className="h-24 w-full max-w-md" role="img" aria-label={`Resumen de aprendizaje. ${summary}`} preserveAspectRatio="xMinYMax meet">
        <line x1="0" y1="62" x2={width} y2="62" className="stroke-base-300" strokeWidth="1" />
        {bars.map((b, i) => {
          const h = Math.max(2, (b.value / 100) * 58);
          return <rect key={b.key} x={i * 28 + 6} y={62 - h} width="18" height={h} rx="3" className={b.tone} />;
        })}
      </svg>
      <figcaption className="flex gap-4 text-xs text-base-content/80">
        <span className="flex items-center gap-1">
          <span className="inline-block h-2 w-2 rounded-sm bg-primary" aria-hidden="true" /> Cursos (progreso)
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-2 w-2 rounded-sm bg-secondary" aria-hidden="true" /> Cuestionarios (mejor puntuación)
        </span>
      </figcaption>
    </figure>
  );
}

function Record({ record }: { record: LearningRecordData }) {
  const completed = record.courses.filter((c) => c.total > 0 && c.percent === 100);
  const inProgress = record.courses.filter((c) => !(c.total > 0 && c.percent === 100));
  return (
    <div className="flex flex-col gap-6" data-testid="learning-record">
      <Chart record={record} />
      {inProgress.length ? (
        <section aria-labelledby="record-progress" className="flex flex-col gap-2">
          <h3 id="record-progress" className="font-semibold">
            Cursos en progreso
          </h3>
          <ul className="flex flex-col gap-2">
            {inProgress.map((c) => (
              <li key={c.course_id} className="flex flex-col gap-1 rounded-2xl border border-base-300 p-3">
                <Link to="/courses/$id" params={{ id: String(c.course_id) }} className="font-medium hover:underline">
                  {c.title}
                </Link>
                <div className="flex items-center gap-2 text-sm">
                  <span className="flex-1">
                    <Progress value={c.percent / 100} label={`Progreso en ${c.title}`} />
                  </span>
                  <span className="tabular">{c.percent}%</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {completed.length ? (
        <section aria-labelledby="record-done" className="flex flex-col gap-2">
          <h3 id="record-done" className="font-semibold">
            Cursos completados
          </h3>
          <ul className="flex flex-col gap-2">
            {completed.map((c) => (
              <li key={c.course_id} className="flex flex-wrap items-center gap-2 rounded-2xl border border-base-300 p-3">
                <Link to="/courses/$id" params={{ id: String(c.course_id) }} className="flex-1 font-medium hover:underline">
                  {c.title}
                </Link>
                {c.certificate ? (
                  <Link to="/certificates/$code" params={{ code: c.certificate }} className="link flex items-center gap-1 text-sm">
                    <Award size={16} aria-hidden="true" />
                    Ver certificado
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {record.quizzes.length ? (
        <section aria-labelledby="record-quizzes" className="flex flex-col gap-2">
          <h3 id="record-quizzes" className="font-semibold">
            Cuestionarios
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {record.quizzes.map((q) => (
              <li key={q.module_id} className="flex items-center justify-between gap-2 rounded-2xl border border-base-300 p-3 text-sm">
                <span>
                  <span className="font-medium">{q.title}</span> <span className="text-base-content/70">· {q.category}</span>
                </span>
                <span className="font-semibold tabular">
                  {q.best_score}/{q.total}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
