// The Centro de Aprendizaje flow: categories → modules → learning (question by question) → summary, as a reducer.
export type QuizView = 'categories' | 'modules' | 'learning' | 'summary';

export interface QuizQuestion {
  id: number;
  text: string;
  options: string[];
  answer: string;
}

export interface QuizState {
  view: QuizView;
  categoryId: string | null;
  moduleId: number | null;
  index: number;
  /** The option picked for the current question (changeable until checked). */
  selected: string | null;
  checked: boolean;
  /** The checked answer of each question so far, in order. */
  answers: string[];
  score: number;
}

export type QuizAction =
  | { type: 'pickCategory'; categoryId: string }
  | { type: 'pickModule'; moduleId: number }
  | { type: 'select'; option: string }
  | { type: 'check'; question: QuizQuestion }
  | { type: 'next'; total: number }
  | { type: 'restart' }
  | { type: 'backToModules' }
  | { type: 'backToCategories' };

export const INITIAL_QUIZ: QuizState = { view: 'categories', categoryId: null, moduleId: null, index: 0, selected: null, checked: false, answers: [], score: 0 };

const freshRun = { index: 0, selected: null, checked: false, answers: [] as string[], score: 0 };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'pickCategory':
      return { ...INITIAL_QUIZ, view: 'modules', categoryId: action.categoryId };
    case 'pickModule':
      return { ...state, ...freshRun, view: 'learning', moduleId: action.moduleId };
    case 'select':
      // Options lock once the answer is checked.
      return state.checked || state.view !== 'learning' ? state : { ...state, selected: action.option };
    case 'check': {
      if (state.checked || state.selected === null) return state;
      const right = state.selected === action.question.answer;
      return { ...state, checked: true, answers: [...state.answers, state.selected], score: state.score + (right ? 1 : 0) };
    }
    case 'next':
      if (!state.checked) return state;
      return state.index + 1 >= action.total
        ? { ...state, view: 'summary' }
        : { ...state, index: state.index + 1, selected: null, checked: false };
    case 'restart':
      return { ...state, ...freshRun, view: 'learning' };
    case 'backToModules':
      return { ...state, ...freshRun, view: 'modules', moduleId: null };
    case 'backToCategories':
      return INITIAL_QUIZ;
  }
}

/** 'Excelente! Todas correctas' for a perfect score (spec wording, without the opening mark). */
export function summaryMessage(score: number, total: number): string {
  if (total > 0 && score === total) return 'Excelente! Todas correctas';
  if (score * 2 >= total) return '¡Buen trabajo! Sigue practicando para lograr el puntaje perfecto.';
  return 'Sigue practicando: repasa el módulo e inténtalo de nuevo.';
}
