/** What other features use from tracker. */
export { counterProcessor } from './counter/counter-processor.js';
export { keepErasedSteps } from './counter/service.js';
