// Courses feature: list, detail with lessons, progress, community and reviews, certificates.
export { CoursesPage } from './components/CoursesPage';
export { CourseDetail } from './components/CourseDetail';
export { CertificatePage } from './components/CertificatePage';
export { coursesQuery } from './api/courses-query';
export { courseQuery } from './api/course-query';
export { lessonsQuery } from './api/lessons-query';
export { certificateQuery } from './api/certificate-query';
export { parseSort, parseTab, parseCourseId, type CourseSort, type CourseTab } from './search-params';
export { LearningRecord } from './components/LearningRecord';
