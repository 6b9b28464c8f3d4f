// Course progress: modules in order, percent, the lesson after a completed one, and where a member resumes.
export interface LessonLike {
  id: number;
  module: string;
  module_position: number;
  position: number;
}

export interface Module<L extends LessonLike> {
  key: number;
  title: string;
  lessons: L[];
}

/** Lessons grouped by module, both in order. */
export function groupModules<L extends LessonLike>(lessons: readonly L[]): Module<L>[] {
  const sorted = [...lessons].sort((a, b) => a.module_position - b.module_position || a.position - b.position);
  const modules: Module<L>[] = [];
  for (const l of sorted) {
    const last = modules.at(-1);
    if (last && last.key === l.module_position) last.lessons.push(l);
    else modules.push({ key: l.module_position, title: l.module, lessons: [l] });
  }
  return modules;
}

/** Completed / total × 100, rounded (0 for a course with no lessons). */
export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((Math.min(completed, total) / total) * 100) : 0;
}

/** The next lesson in the module, then the first of the next module, then none. */
export function nextLesson<L extends LessonLike>(lessons: readonly L[], currentId: number): L | null {
  const ordered = groupModules(lessons).flatMap((m) => m.lessons);
  const i = ordered.findIndex((l) => l.id === currentId);
  return i >= 0 ? (ordered[i + 1] ?? null) : null;
}

/** Where a course opens: the first lesson not yet completed, or the first lesson (null when all are done or none exist). */
export function resumeLesson<L extends LessonLike>(lessons: readonly L[], completed: ReadonlySet<number>): L | null {
  const ordered = groupModules(lessons).flatMap((m) => m.lessons);
  if (!ordered.length) return null;
  return ordered.find((l) => !completed.has(l.id)) ?? null;
}

/** 'mm:ss' → seconds (0 when malformed). */
export function durationSeconds(duration: string): number {
  const m = /^(\d{1,3}):([0-5]\d)$/.exec(duration);
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}
