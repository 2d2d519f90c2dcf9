import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { EventBus, type Processor } from './event-bus.js';
import type { DomainEvent } from './event-map.js';

function quietLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

function recorder(name: string, handles: Processor['handles']) {
  const seen: DomainEvent[] = [];
  const processor: Processor = { name, handles, handle: (event) => void seen.push(event) };
  return { processor, seen };
}

describe('EventBus', () => {
  it('hands an event only to the processors that handle its name', async () => {
    const bus = new EventBus(quietLog().log);
    const actions = recorder('actions', ['action.tracked']);
    const goals = recorder('goals', ['goal.changed']);
    bus.register(actions.processor);
    bus.register(goals.processor);
    bus.publish('action.tracked', { userId: 7 });
    await bus.settled();
    expect(actions.seen).toEqual([{ name: 'action.tracked', payload: { userId: 7 } }]);
    expect(goals.seen).toEqual([]);
  });

  it('logs a processor that throws or rejects, and still runs the others; publishing never throws', async () => {
    const { log, error } = quietLog();
    const bus = new EventBus(log);
    bus.register({
      name: 'throws',
      handles: ['action.tracked'],
      handle: () => {
        throw new Error('at once');
      },
    });
    bus.register({
      name: 'rejects',
      handles: ['action.tracked'],
      handle: async () => Promise.reject(new Error('later')),
    });
    const after = recorder('after', ['action.tracked']);
    bus.register(after.processor);
    expect(() => bus.publish('action.tracked', { userId: 1 })).not.toThrow();
    await bus.settled();
    expect(after.seen).toHaveLength(1);
    expect(error.mock.calls.map(([fields]) => (fields as { processor: string }).processor)).toEqual([
      'throws',
      'rejects',
    ]);
  });

  it('starts each processor before publish returns, and settles once slow ones have finished', async () => {
    const bus = new EventBus(quietLog().log);
    const steps: string[] = [];
    let finish = () => {};
    bus.register({
      name: 'slow',
      handles: ['goal.changed'],
      async handle() {
        steps.push('started');
        await new Promise<void>((resolve) => (finish = resolve));
        steps.push('finished');
      },
    });
    bus.publish('goal.changed', { userId: 2 });
    expect(steps).toEqual(['started']);
    const settled = bus.settled().then(() => steps.push('settled'));
    finish();
    await settled;
    expect(steps).toEqual(['started', 'finished', 'settled']);
  });
});
