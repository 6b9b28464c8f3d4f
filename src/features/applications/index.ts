// Applications feature: /apply-instructor, /apply-expert, /contact-expert (session requests), /personalized-content
// (content requests) and 'Mis Solicitudes' on the member's dashboard.
export { ApplyPage } from './components/ApplyPage';
export { MyRequests } from './components/MyRequests';
export { ContactExpertPage } from './components/ContactExpertPage';
