// The learning flow: picking, checking (only after choosing, once), locked options, scoring, summary, restart, back.
import { describe, expect, it } from 'vitest';
import { INITIAL_QUIZ, quizReducer, summaryMessage, type QuizAction, type QuizState } from './quiz';

const q1 = { id: 1, text: '¿1 + 1?', options: ['1', '2'], answer: '2' };
const q2 = { id: 2, text: '¿2 + 2?', options: ['4', '5'], answer: '4' };
const run = (actions: QuizAction[], from: QuizState = INITIAL_QUIZ) => actions.reduce(quizReducer, from);

describe('learning flow', () => {
  it('goes categories → modules → learning → summary with 1 point per correct answer', () => {
    const s = run([
      { type: 'pickCategory', categoryId: 'general' },
      { type: 'pickModule', moduleId: 7 },
      { type: 'select', option: '2' },
      { type: 'check', question: q1 },
      { type: 'next', total: 2 },
      { type: 'select', option: '5' },
      { type: 'check', question: q2 },
      { type: 'next', total: 2 },
    ]);
    expect(s.view).toBe('summary');
    expect(s.score).toBe(1);
    expect(s.answers).toEqual(['2', '5']);
  });
  it('checks only after choosing, locks options after checking and counts a question once', () => {
    const learning = run([{ type: 'pickCategory', categoryId: 'g' }, { type: 'pickModule', moduleId: 1 }]);
    expect(run([{ type: 'check', question: q1 }], learning).checked).toBe(false);
    const checked = run([{ type: 'select', option: '1' }, { type: 'select', option: '2' }, { type: 'check', question: q1 }], learning);
    expect(checked.score).toBe(1);
    const after = run([{ type: 'select', option: '1' }, { type: 'check', question: q1 }], checked);
    expect(after.selected).toBe('2');
    expect(after.score).toBe(1);
    expect(run([{ type: 'next', total: 2 }], learning).index).toBe(0);
  });
  it('restarts the module and goes back to modules or categories', () => {
    const done = run([{ type: 'pickCategory', categoryId: 'g' }, { type: 'pickModule', moduleId: 1 }, { type: 'select', option: '2' }, { type: 'check', question: q1 }, { type: 'next', total: 1 }]);
    expect(run([{ type: 'restart' }], done)).toMatchObject({ view: 'learning', moduleId: 1, index: 0, score: 0, answers: [] });
    expect(run([{ type: 'backToModules' }], done)).toMatchObject({ view: 'modules', categoryId: 'g', moduleId: null });
    expect(run([{ type: 'backToCategories' }], done)).toEqual(INITIAL_QUIZ);
  });
  it('praises a perfect score with the spec words', () => {
    expect(summaryMessage(5, 5)).toBe('Excelente! Todas correctas');
    expect(summaryMessage(4, 5)).not.toBe('Excelente! Todas correctas');
  });
});
