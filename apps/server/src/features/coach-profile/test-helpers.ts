import { USER_TYPE } from '@oola/domain';
import { createUser, type NewUser, type TestApp } from '../../test/test-app.js';

export type Account = Awaited<ReturnType<typeof createUser>>;

/** A signed-in active coach (each call a new one). */
export const createCoach = (t: TestApp, fields: NewUser = {}) =>
  createUser(t, { isActiveCoach: true, userTypeId: USER_TYPE.coach, ...fields });
