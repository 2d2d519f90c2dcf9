/** What other features use from certification. */
export { openCertificationModule } from './certification-access.js';
