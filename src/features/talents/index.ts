// Talents feature: /personalized-content (marketplace, content requests, a talent's received requests).
export { PersonalizedContentPage } from './components/PersonalizedContentPage';
