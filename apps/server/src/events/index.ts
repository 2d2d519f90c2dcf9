/** Domain events: what features publish and subscribe to (decision 093). */
export type { DomainEvent, DomainEvents, EventName } from './event-map.js';
export { EventBus, type Processor, type Publisher } from './event-bus.js';
export { inTransaction } from './after-commit.js';
