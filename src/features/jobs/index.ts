// Jobs feature: /job-search (portal, job page, applications, Busco Empleo), /post-job-offer (publish, edit, close), /recruit.
export { JobSearchPage } from './components/JobSearchPage';
export { JobPage } from './components/JobPage';
export { JobOfferPage } from './components/JobOfferPage';
export { jobsQuery } from './api/jobs-query';
export { jobQuery } from './api/job-query';
export { parseJobFilters, withDefaults, type JobFilters } from './filters';
export { RecruitPage } from './components/RecruitPage';
export { candidatesQuery } from './api/candidates-query';
export { parseCandidateFilters, type CandidateFilters } from './filters';
