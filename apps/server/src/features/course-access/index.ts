/** What other features use from course-access. */
export { grantCourse } from './grant.js';
export { assertMemberHasCourse } from './member-course.js';
export { giveCourseForPayment } from './payment.js';
export { purchaseOf, purchasesOf } from './purchases.js';
