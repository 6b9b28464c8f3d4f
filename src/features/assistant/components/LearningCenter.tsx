// Centro de Aprendizaje: categories → modules (best score per module for members) → questions → summary with the
// module's leaderboard; a member's finished quiz is saved, a visitor plays without saving.
import { useEffect, useReducer, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpenCheck, CheckCheck, Code2, Globe2, Languages, RotateCcw, Trophy, X } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { Avatar, Button, ButtonLink, Progress } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { initialsAvatar } from '@/lib/user';
import { bestScoresQuery } from '../api/best-scores-query';
import { categoriesQuery } from '../api/categories-query';
import { leaderboardQuery } from '../api/leaderboard-query';
import { questionsQuery } from '../api/questions-query';
import { recordAttemptMutation } from '../api/record-attempt-mutation';
import type { LearningCategory } from '../api/types';
import { INITIAL_QUIZ, quizReducer, summaryMessage, type QuizAction, type QuizQuestion, type QuizState } from '../quiz';

const ICONS: Record<string, typeof Languages> = { languages: Languages, code: Code2, globe: Globe2 };

export function LearningCenter() {
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ);
  return (
    <QueryState query={useQuery(categoriesQuery())} empty={{ icon: <BookOpenCheck size={32} />, message: 'Aún no hay cuestionarios disponibles.' }}>
      {(categories) => <Flow categories={categories} state={state} dispatch={dispatch} />}
    </QueryState>
  );
}

interface FlowProps {
  categories: LearningCategory[];
  state: QuizState;
  dispatch(action: QuizAction): void;
}

function Flow({ categories, state, dispatch }: FlowProps) {
  const category = categories.find((c) => c.id === state.categoryId);
  const module = category?.modules.find((m) => m.id === state.moduleId);
  if (state.view === 'categories' || !category) return <Categories categories={categories} dispatch={dispatch} />;
  if (state.view === 'modules' || !module) return <Modules category={category} dispatch={dispatch} />;
  return <Quiz key={module.id} moduleId={module.id} moduleTitle={module.title} state={state} dispatch={dispatch} />;
}

function Categories({ categories, dispatch }: { categories: LearningCategory[]; dispatch: FlowProps['dispatch'] }) {
  return (
    <section aria-labelledby="learning-categories" className="flex flex-col gap-4">
      <h2 id="learning-categories" className="text-xl font-semibold">
        Elige una categoría
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {categories.map((c) => {
          const Icon = ICONS[c.icon ?? ''] ?? BookOpenCheck;
          return (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => dispatch({ type: 'pickCategory', categoryId: c.id })}
                className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-base-300 bg-base-100 p-5 text-left shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Icon size={28} className="text-primary" aria-hidden="true" />
                <span className="text-lg font-semibold">{c.title}</span>
                <span className="text-sm text-base-content/80">{c.description}</span>
                <span className="text-xs text-base-content/70">{c.modules.length} módulos</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Modules({ category, dispatch }: { category: LearningCategory; dispatch: FlowProps['dispatch'] }) {
  const { user } = useAuth();
  const best = useQuery(bestScoresQuery(user?.id ?? null));
  return (
    <section aria-labelledby="learning-modules" className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={() => dispatch({ type: 'backToCategories' })}>
        <ArrowLeft size={16} aria-hidden="true" />
        Volver a categorías
      </Button>
      <h2 id="learning-modules" className="text-xl font-semibold">
        {category.title}: elige un módulo
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {category.modules.map((m) => {
          const score = best.data?.[m.id];
          return (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => dispatch({ type: 'pickModule', moduleId: m.id })}
                className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-base-300 bg-base-100 p-5 text-left shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span className="text-lg font-semibold">{m.title}</span>
                <span className="text-sm text-base-content/80">{m.description}</span>
                {score ? (
                  <span className="flex items-center gap-1 text-sm font-medium text-primary" data-testid="best-score">
                    <Trophy size={14} aria-hidden="true" />
                    Mejor puntuación: {score.score}/{score.total}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface QuizProps {
  moduleId: number;
  moduleTitle: string;
  state: QuizState;
  dispatch: FlowProps['dispatch'];
}

function Quiz({ moduleId, moduleTitle, state, dispatch }: QuizProps) {
  return (
    <section aria-labelledby="quiz-title" className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={() => dispatch({ type: 'backToModules' })}>
        <ArrowLeft size={16} aria-hidden="true" />
        Volver a módulos
      </Button>
      <h2 id="quiz-title" className="text-xl font-semibold">
        {moduleTitle}
      </h2>
      <QueryState query={useQuery(questionsQuery(moduleId))} empty={{ icon: <BookOpenCheck size={32} />, message: 'Este módulo aún no tiene preguntas.' }}>
        {(questions) =>
          state.view === 'summary' ? (
            <Summary moduleId={moduleId} state={state} total={questions.length} dispatch={dispatch} />
          ) : (
            <QuestionCard question={questions[state.index]} index={state.index} total={questions.length} state={state} dispatch={dispatch} />
          )
        }
      </QueryState>
    </section>
  );
}

function QuestionCard({ question, index, total, state, dispatch }: { question: QuizQuestion; index: number; total: number; state: QuizState; dispatch: FlowProps['dispatch'] }) {
  const last = index + 1 >= total;
  const right = state.checked && state.selected === question.answer;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-base-300 p-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-base-content/80" data-testid="quiz-position">
          Pregunta {index + 1} de {total}
        </p>
        <Progress value={total ? (index + (state.checked ? 1 : 0)) / total : 0} label="Progreso del módulo" />
      </div>
      <h3 className="text-lg font-semibold" data-testid="quiz-question">
        {question.text}
      </h3>
      <div role="group" aria-label="Opciones" className="flex flex-col gap-2">
        {question.options.map((o) => {
          const chosen = state.selected === o;
          const isAnswer = o === question.answer;
          const mark = state.checked ? (isAnswer ? 'correct' : chosen ? 'wrong' : 'none') : 'none';
          return (
            <button
              key={o}
              type="button"
              aria-pressed={chosen}
              disabled={state.checked}
              data-mark={mark}
              onClick={() => dispatch({ type: 'select', option: o })}
              className={`flex items-center gap-2 rounded-xl border-2 px-4 py-3 text-left disabled:cursor-default ${
                mark === 'correct' ? 'border-success bg-success/10' : mark === 'wrong' ? 'border-error bg-error/10' : chosen ? 'border-primary bg-primary/10' : 'border-base-300'
              }`}
            >
              <span className="flex-1">{o}</span>
              {mark === 'correct' ? <CheckCheck size={18} className="text-success" aria-label="Correcta" /> : null}
              {mark === 'wrong' ? <X size={18} className="text-error" aria-label="Incorrecta" /> : null}
            </button>
          );
        })}
      </div>
      {state.checked ? (
        <p role="status" className={right ? 'font-medium text-success' : 'font-medium text-error'}>
          {right ? '¡Correcto!' : `Incorrecto. La respuesta correcta es: ${question.answer}`}
        </p>
      ) : null}
      <div className="flex justify-end">
        {state.checked ? (
          <Button variant="primary" onClick={() => dispatch({ type: 'next', total })}>
            {last ? 'Ver Resumen' : 'Siguiente Pregunta'}
          </Button>
        ) : (
          <Button variant="primary" disabled={state.selected === null} onClick={() => dispatch({ type: 'check', question })}>
            Comprobar Respuesta
          </Button>
        )}
      </div>
    </div>
  );
}

function Summary({ moduleId, state, total, dispatch }: { moduleId: number; state: QuizState; total: number; dispatch: FlowProps['dispatch'] }) {
  const { user } = useAuth();
  const record = useMutation(recordAttemptMutation(user?.id ?? ''));
  const saved = useRef(false);
  useEffect(() => {
    if (!user || saved.current) return;
    saved.current = true;
    record.mutate({ moduleId, answers: state.answers });
  }, [user, moduleId, state.answers, record]);
  const perfect = total > 0 && state.score === total;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-base-300 p-6 text-center">
        <Trophy size={40} className={perfect ? 'text-warning' : 'text-primary'} aria-hidden="true" />
        <h3 className="text-2xl font-bold">Resumen</h3>
        <p className="text-lg" data-testid="quiz-score">
          Obtuviste {state.score} de {total} respuestas correctas
        </p>
        <p className="font-medium" data-testid="quiz-message">
          {summaryMessage(state.score, total)}
        </p>
        {user ? (
          <p role="status" className="text-sm text-base-content/80">
            {record.isPending ? 'Guardando tu resultado...' : record.isSuccess ? 'Tu resultado se guardó.' : record.isError ? 'No se pudo guardar tu resultado.' : ''}
          </p>
        ) : (
          <p className="text-sm text-base-content/80">
            <ButtonLink to="/login" search={{ redirect: '/ai-assistant' }} variant="link" size="sm" className="px-0">
              Inicia sesión
            </ButtonLink>{' '}
            para guardar tus resultados y aparecer en la clasificación.
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-2 pt-2">
          <Button variant="primary" onClick={() => dispatch({ type: 'restart' })}>
            <RotateCcw size={16} aria-hidden="true" />
            Reiniciar módulo
          </Button>
          <Button variant="outline" onClick={() => dispatch({ type: 'backToModules' })}>
            Elegir otro módulo
          </Button>
        </div>
      </div>
      <Leaderboard moduleId={moduleId} />
    </div>
  );
}

function Leaderboard({ moduleId }: { moduleId: number }) {
  return (
    <section aria-labelledby="leaderboard-title" className="flex flex-col gap-2 rounded-2xl border border-base-300 p-5">
      <h3 id="leaderboard-title" className="font-semibold">
        Clasificación del módulo
      </h3>
      <QueryState query={useQuery(leaderboardQuery(moduleId))} empty={<p className="text-sm text-base-content/80">Todavía nadie ha completado este módulo.</p>}>
        {(rows) => (
          <ol className="flex flex-col gap-2" data-testid="leaderboard">
            {rows.map((r) => (
              <li key={r.user_id} className="flex items-center gap-3">
                <span className="w-6 text-right font-semibold tabular">{r.rank}</span>
                <Avatar src={r.avatar_url ?? initialsAvatar(r.name)} alt="" size={32} />
                <span className="flex-1">{r.name}</span>
                <span className="tabular">
                  {r.best_score}/{r.total}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
