/** What other features use from elearning. */
export { moduleByKey } from './catalogue.js';
export type { ModuleContent } from './catalogue-types.js';
export {
  type CertificationModule,
  type Course,
  type CourseAssessment,
  courseById,
  type CourseQuestion,
  loadCertificationContent,
  loadCoursesContent,
  type Quiz,
} from './content-schema.js';
export { openModule } from './module-access.js';
export type { AnyModule } from './module-action-deps.js';
export { moduleQuestions, moduleSections } from './module-detail.js';
export { questionIndex } from './question-ids.js';
export { trackModules, type TrackRow } from './tracks.js';
export {
  type CatalogueCertificationModule,
  certificationModuleById,
  certificationModules,
} from './certification-catalogue.js';
