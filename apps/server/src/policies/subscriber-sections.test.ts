import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBER_ONLY_MESSAGES } from '@oola/domain';
import { goals, tasks } from '../db/schema/index.js';
import { newMember, newNonSubscriber } from '../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Operation = { method: string; path: string };

/** Every operation of the OpenAPI document whose path starts with one of the prefixes. */
function operationsUnder(prefixes: string[]): Operation[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => prefixes.some((prefix) => path.toLowerCase().startsWith(prefix.toLowerCase())))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

/** Path parameters filled with the caller's own id (or 1), so only the lock can refuse the call. */
const concrete = (path: string, userId: number) =>
  path.replace(/\{userId\}/gi, String(userId)).replace(/\{[^}]+\}/g, '1');

const sections = [
  { name: 'goals', prefixes: ['/api/goals/'], message: SUBSCRIBER_ONLY_MESSAGES.goals },
  { name: 'to-do list', prefixes: ['/api/ToDoList/'], message: SUBSCRIBER_ONLY_MESSAGES.toDo },
];

describe.each(sections)('a non-subscriber (user type 4) and the $name', ({ prefixes, message }) => {
  it('gets 403 with the upgrade message on every call, with nothing written', async () => {
    const guest = await newNonSubscriber(t);
    const operations = operationsUnder(prefixes);
    expect(operations.length).toBeGreaterThan(2);
    for (const { method, path } of operations) {
      const { status, body } = await call(t, {
        method: method as 'GET',
        url: concrete(path, guest.id),
        headers: guest.auth,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ method, path, status, body }).toEqual({ method, path, status: 403, body: { message } });
    }
    const [written] = await t.database.db.select({ goals: count() }).from(goals).where(eq(goals.userId, guest.id));
    const [todo] = await t.database.db.select({ tasks: count() }).from(tasks).where(eq(tasks.userId, guest.id));
    expect([written?.goals, todo?.tasks]).toEqual([0, 0]);
  });

  it('still answers a subscriber', async () => {
    const member = await newMember(t);
    const [first] = operationsUnder(prefixes).filter((operation) => operation.method === 'GET');
    const { status } = await call(t, { method: 'GET', url: concrete(first!.path, member.id), headers: member.auth });
    expect(status).toBe(200);
  });
});
