/** What other features use from certification. */
export { assertActiveCoach, openCertificationModule } from './certification-access.js';
