// Courses feature: list, detail with lessons, progress, community and reviews, certificates.
export { CoursesPage } from './components/CoursesPage';
export { CourseDetail } from './components/CourseDetail';
export { CertificatePage } from './components/CertificatePage';
export { coursesQuery } from './api/courses-query';
export { courseQuery } from './api/course-query';
export { lessonsQuery } from './api/lessons-query';
export { certificateQuery } from './api/certificate-query';
export { parseSort, type CourseSort } from './sort';
export { parseTab, parseCourseId, type CourseTab } from './tabs';
export { LearningRecord } from './components/LearningRecord';
