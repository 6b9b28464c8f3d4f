// Assistant (AI hub) feature: the Centro de Aprendizaje quizzes and the Asistente General chat.
export { AiHubPage } from './components/AiHubPage';
export { categoriesQuery } from './api/categories-query';
export { bestScoresQuery } from './api/best-scores-query';
export type { BestScore } from './api/types';
