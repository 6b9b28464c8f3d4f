// Jobs feature: /job-search (portal, job page, applications, Busco Empleo) and /post-job-offer (publish, edit, close).
export { JobSearchPage } from './components/JobSearchPage';
export { JobPage } from './components/JobPage';
export { JobOfferPage } from './components/JobOfferPage';
export { jobsQuery } from './api/jobs-query';
export { jobQuery } from './api/job-query';
export { parseJobFilters, withDefaults, type JobFilters } from './filters';
