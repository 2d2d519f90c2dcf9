import type { Namespace } from 'socket.io';
import type { Clock } from './core/clock.js';
import type { Db } from './db/client.js';
import type { EventBus } from './events/index.js';
import { counterProcessor } from './features/tracker/index.js';
import { awardProcessor } from './features/achievements/index.js';
import { cacheProcessor, type ClientListCache } from './features/coaching/index.js';

export interface ProcessorDeps {
  db: Db;
  clock: Clock;
  actionHub: () => Namespace;
  clientLists: ClientListCache;
}

/** Every processor of the app's domain events, one line each, in the order they run (decision 093). */
export function registerProcessors(events: EventBus, { db, clock, actionHub, clientLists }: ProcessorDeps): void {
  events.register(cacheProcessor(clientLists));
  events.register(counterProcessor(db, actionHub));
  events.register(awardProcessor(db, clock));
}
