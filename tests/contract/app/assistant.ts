// The assistant (AI hub) feature's query and mutation factories against local-supabase: categories, quizzes, scores.
import { describe, expect, it } from 'vitest';
import { useApp } from './support';
import { bestScoresQuery } from '@/features/assistant/api/best-scores-query';
import { categoriesQuery } from '@/features/assistant/api/categories-query';
import { leaderboardQuery } from '@/features/assistant/api/leaderboard-query';
import { questionsQuery } from '@/features/assistant/api/questions-query';
import { recordAttemptMutation } from '@/features/assistant/api/record-attempt-mutation';
import type { LeaderboardRow, LearningCategory } from '@/features/assistant/api/types';
import type { QuizQuestion } from '@/features/assistant/quiz';

const app = useApp();

describe('the learning centre', () => {
  it('lists the categories in order with their modules in order, and a module’s questions', async () => {
    const categories = await app.fetch<LearningCategory[]>(categoriesQuery());
    expect(categories.map((c) => c.id)).toEqual(['languages', 'programming', 'general']);
    for (const c of categories) expect(c.modules.map((m) => m.position)).toEqual([...c.modules.map((m) => m.position)].sort((a, b) => a - b));
    const module = categories[1].modules[0];
    const questions = await app.fetch<QuizQuestion[]>(questionsQuery(module.id));
    const stored = await app.sql<{ id: number }>('select id::int from public.learning_questions where module_id = $1 order by position, id', [module.id]);
    expect(questions.map((q) => q.id)).toEqual(stored.map((q) => q.id));
    expect(questions[0]).toMatchObject({ text: expect.any(String), options: expect.any(Array), answer: expect.any(String) });
  });

  it('a finished quiz is scored by the database and moves the best scores and the leaderboard', async () => {
    const member = await app.member('Estudiosa');
    await app.as(member);
    const [{ id: moduleId }] = await app.sql<{ id: number }>(
      'select m.id::int from public.learning_modules m order by (select count(*) from public.quiz_attempts a where a.module_id = m.id), m.id limit 1',
    );
    const questions = await app.fetch<QuizQuestion[]>(questionsQuery(moduleId));
    expect(await app.fetch(bestScoresQuery(member.id))).toEqual({});
    await app.fetch(leaderboardQuery(moduleId));
    const wrongFirst = questions.map((q, i) => (i === 0 ? q.options.find((o) => o !== q.answer)! : q.answer));
    expect(await app.mutate(recordAttemptMutation(member.id), { moduleId, answers: wrongFirst })).toEqual({ score: questions.length - 1, total: questions.length });
    await app.mutate(recordAttemptMutation(member.id), { moduleId, answers: questions.map((q) => q.answer) });
    // onSettled invalidated both: the same QueryClient reads the best attempt.
    expect(await app.fetch(bestScoresQuery(member.id))).toEqual({ [moduleId]: { score: questions.length, total: questions.length } });
    const board = await app.fetch<LeaderboardRow[]>(leaderboardQuery(moduleId));
    expect(board.find((r) => r.user_id === member.id)).toMatchObject({ name: 'Estudiosa', best_score: questions.length });
    expect(board.map((r) => r.rank)).toEqual(board.map((_, i) => i + 1));
    expect(await app.fetch(bestScoresQuery(null))).toEqual({});
  });
});
