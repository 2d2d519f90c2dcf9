import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, DomainEvents, EventName } from './event-map.js';

/** What a service needs to announce a change it made. */
export interface Publisher {
  publish<Name extends EventName>(name: Name, payload: DomainEvents[Name]): void;
}

/** Reacts to some events: the live counter, awards, a cache, a job to queue. */
export interface Processor {
  /** For the log, when it fails. */
  name: string;
  handles: readonly EventName[];
  handle(event: DomainEvent): Promise<void> | void;
}

/**
 * Hands each published event to the processors that handle it, in process (decision 093). Each one starts
 * at once, in the order registered, so what it does before its first await (a cache invalidated) is done
 * before the answer leaves; the rest runs on its own. A failing processor is logged and never fails the
 * request nor keeps another from running. Durable work belongs in a job the processor queues.
 */
export class EventBus implements Publisher {
  private readonly processors: Processor[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  register(processor: Processor): void {
    this.processors.push(processor);
  }

  publish<Name extends EventName>(name: Name, payload: DomainEvents[Name]): void {
    const event = { name, payload } as DomainEvent;
    for (const processor of this.processors) {
      if (!processor.handles.includes(name)) continue;
      const run = (async () => processor.handle(event))().catch((error: unknown) =>
        this.log.error({ err: error, event: name, processor: processor.name }, 'event processor failed'),
      );
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
  }

  /** Resolves once every processor started so far has finished (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
