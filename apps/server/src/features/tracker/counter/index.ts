/** What other features use from actions-counter. */
export { counterProcessor } from './counter-processor.js';
export { keepErasedSteps } from './service.js';
