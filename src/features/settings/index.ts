// Settings feature: profile fields (updateUser + profiles), theme and password.
export { SettingsPage } from './components/SettingsPage';
export { ownProfileQuery } from './api/own-profile-query';
