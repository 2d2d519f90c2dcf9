/** What other features use from actions. */
export { StepThree } from './lazy';
