/** Who may answer a module's quick questions or add its action steps, as the API document says it. */
export const WORK_ON_MODULE_DOC =
  'For program and course modules alike, each by its own rules: a program module is for subscribers only ' +
  '(a non-subscriber gets a 403 with the upgrade message) once it is unlocked on their track; a course module ' +
  '(ids 100101 and up) is for whoever has the course, non-subscribers included, once it is open. ' +
  'A module the member may not use yet is a 403, an unknown one a 404.';
