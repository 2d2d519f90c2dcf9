/** What other features use from tracker. */
export { saveTrackerRows } from './daily/writes.js';
export { counterProcessor } from './counter/counter-processor.js';
export { keepErasedSteps } from './counter/service.js';
