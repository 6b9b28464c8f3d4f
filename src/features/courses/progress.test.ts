// Course progress: module grouping, rounded percent, next lesson across modules, resume at the first unfinished lesson.
import { describe, expect, it } from 'vitest';
import { durationSeconds, groupModules, nextLesson, progressPercent, resumeLesson } from './progress';

const lessons = [
  { id: 13, module: 'Dos', module_position: 2, position: 1 },
  { id: 11, module: 'Uno', module_position: 1, position: 1 },
  { id: 12, module: 'Uno', module_position: 1, position: 2 },
];

describe('course progress', () => {
  it('groups lessons by module in order', () => {
    expect(groupModules(lessons).map((m) => [m.title, m.lessons.map((l) => l.id)])).toEqual([
      ['Uno', [11, 12]],
      ['Dos', [13]],
    ]);
  });
  it('rounds the percent', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(4, 4)).toBe(100);
  });
  it('advances inside the module, then to the next module, then to none', () => {
    expect(nextLesson(lessons, 11)?.id).toBe(12);
    expect(nextLesson(lessons, 12)?.id).toBe(13);
    expect(nextLesson(lessons, 13)).toBeNull();
  });
  it('resumes at the first unfinished lesson', () => {
    expect(resumeLesson(lessons, new Set())?.id).toBe(11);
    expect(resumeLesson(lessons, new Set([11]))?.id).toBe(12);
    expect(resumeLesson(lessons, new Set([11, 12, 13]))).toBeNull();
    expect(resumeLesson([], new Set())).toBeNull();
  });
  it('reads mm:ss durations', () => {
    expect(durationSeconds('08:15')).toBe(495);
    expect(durationSeconds('5 min')).toBe(0);
  });
});
