// Query keys of the jobs feature, under the shared 'jobs' resource and the viewer root.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';
import type { JobFilters } from '../filters';

export const jobKeys = {
  all: resourceKey('jobs'),
  list: (filters: JobFilters) => resourceKey('jobs', 'list', filters),
  job: (id: number) => resourceKey('jobs', 'job', id),
  myApplications: (viewerId: ViewerId) => viewerKey(viewerId, 'jobs', 'applications'),
  applicants: (viewerId: ViewerId, jobId: number) => viewerKey(viewerId, 'jobs', 'applicants', jobId),
  mySeeker: (viewerId: ViewerId) => viewerKey(viewerId, 'jobs', 'job-seeker'),
  candidates: (filters: { q: string; skill: string }) => resourceKey('jobs', 'candidates', filters),
};
