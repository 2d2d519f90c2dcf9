/** What other features use from tracker. */
export { actionsOfDay } from './actions/actions-of-day.js';
export { counterProcessor } from './counter/counter-processor.js';
export { keepErasedSteps } from './counter/service.js';
