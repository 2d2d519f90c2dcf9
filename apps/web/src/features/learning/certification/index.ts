/** What other features use from certification. */
export { CertificationBoard } from './certification-board';
export { CertificationTour } from './certification-tour';
