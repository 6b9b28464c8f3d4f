// Live-hosts feature: /live-sessions list, host sign-up, 'Nueva Sesión' for approved hosts, legacy applications import.
export { LiveSessionsPage } from './components/LiveSessionsPage';
export { HostSignUpPage } from './components/HostSignUpPage';
export { NewSessionDialog, type NewSessionDialogProps } from './components/NewSessionDialog';
export { LegacyHostApplicationsImport } from './components/LegacyHostApplicationsImport';
export { liveSessionsQuery } from './api/live-sessions-query';
export { hostApplicationQuery } from './api/host-application-query';
