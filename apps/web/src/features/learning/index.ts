/** What other features use from learning. */
export { elearningBoardQuery } from './api';
export { ElearningTabs } from './board/elearning-tabs';
export { type BoardTab, rememberedTab, rememberTab } from './board/tab-storage';
export { CertificationTour } from './certification/certification-tour';
export { useCourseModules } from './courses/api';
export { CourseOffer } from './courses/course-offer';
export { CoursesPanel } from './courses/courses-panel';
export { rememberCourse, rememberedCourse } from './courses/selected-course';
