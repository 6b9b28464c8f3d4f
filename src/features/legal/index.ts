// Legal feature: the sample terms and privacy documents.
export { TermsPage } from './components/TermsPage';
export { PrivacyPage } from './components/PrivacyPage';
