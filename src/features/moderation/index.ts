// Staff screens (issue 31): the review queue, applications and the staff log on /moderacion.
export { ModerationPage } from './components/ModerationPage';
