/** What other features use from learning. */
export { certificationModules } from './certification/certification-catalogue.js';
export { courseById } from './content/courses.js';
export { assertMemberHasCourse } from './courses/member-course.js';
export { giveCourseForPayment } from './courses/payment.js';
export { purchaseOf } from './courses/purchases.js';
export { moduleActionSteps } from './modules/action-steps.js';
export { moduleByKey } from './modules/catalogue.js';
export { trackModules, type TrackRow } from './modules/tracks.js';
export { WORK_ON_MODULE_DOC } from './modules/work-on-module-doc.js';
