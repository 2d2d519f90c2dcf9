/** What other features use from courses. */
export { courseModuleById } from './course-catalogue.js';
export { openCourseModule } from './course-module-access.js';
export { completedModules, markCompleted } from './course-progress.js';
