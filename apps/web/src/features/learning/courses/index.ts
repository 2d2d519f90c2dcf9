/** What other features use from courses. */
export { useCourseModules } from './api';
export { CourseOffer } from './course-offer';
export { CoursesPanel } from './courses-panel';
export { rememberCourse, rememberedCourse } from './selected-course';
