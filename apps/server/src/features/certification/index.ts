/** What other features use from certification. */
export { assertActiveCoach, openCertificationModule } from './certification-access.js';
export { certificationModules } from './certification-catalogue.js';
