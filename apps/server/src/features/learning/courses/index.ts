/** What other features use from courses. */
export { grantCourse } from './grant.js';
export { assertMemberHasCourse } from './member-course.js';
export { openCourseModuleForElearning } from './module-opener.js';
export { giveCourseForPayment } from './payment.js';
export { purchaseOf, purchasesOf } from './purchases.js';
export { courseModuleById } from './course-catalogue.js';
export { openCourseModule } from './course-module-access.js';
export { completedModules, markCompleted } from './course-progress.js';
