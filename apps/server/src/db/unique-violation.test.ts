import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './schema/index.js';
import { newMember } from '../test/factories/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isUniqueViolation } from './unique-violation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failureOf = (work: Promise<unknown>) => work.then(() => null).catch((error: unknown) => error);

describe('isUniqueViolation', () => {
  it("recognises the database's refusal of a taken e-mail address, by its index", async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    const [taken] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, first.id));
    const error = await failureOf(
      t.database.db.update(users).set({ email: taken!.email }).where(eq(users.id, second.id)),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_idx')).toBe(true);
    expect(isUniqueViolation(error, 'users_phone_idx')).toBe(false);
  });

  it('says no for any other failure', async () => {
    const error = await failureOf(t.database.db.execute('select * from no_such_table'));
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
