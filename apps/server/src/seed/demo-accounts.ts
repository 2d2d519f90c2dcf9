import { USER_TYPE } from '@oola/domain';
import type { users } from '../db/schema/index.js';

type NewUser = Omit<typeof users.$inferInsert, 'passwordHash'>;

export const DEMO_PASSWORD = 'demo-pass-1';

const member = (
  id: number,
  stepId: number,
  firstName: string,
  lastName: string,
  extra: Partial<NewUser> = {},
): NewUser => ({
  id,
  phone: `555010${id}`,
  email: `demo${id}@example.com`,
  firstName,
  lastName,
  userTypeId: USER_TYPE.subscriber,
  stepId,
  ...extra,
});

/** The demo accounts of the README's table, each in the state its row there describes. */
export const DEMO_ACCOUNTS: NewUser[] = [
  member(1001, 0, 'Avery', 'Brooks'),
  member(1002, 1, 'Blake', 'Carter'),
  member(1003, 2, 'Casey', 'Diaz'),
  member(1004, 3, 'Dana', 'Ellis'),
  member(1005, 4, 'Emery', 'Foster', { coachId: 2001, timeZone: 'America/Denver' }),
  member(1006, 5, 'Finley', 'Garcia', { coachId: 2001, timeZone: 'America/Chicago' }),
  member(1007, 6, 'Gray', 'Hughes', { level: 2, timeZone: 'America/New_York' }),
  member(1008, 4, 'Harper', 'Irwin', { userTypeId: USER_TYPE.nonSubscriber }),
  member(1009, 0, 'Indigo', 'James', { isShopify: true, shopCustomerToken: 'demo-shop-token' }),
  member(1010, 4, 'Jordan', 'Kim', {
    phone: '5550101010',
    timeZone: 'America/Los_Angeles',
    displayCoachingPayment: true,
  }),
  member(1011, 0, 'Jules', 'Kim', { phone: '5550101010' }),
  {
    id: 2001,
    phone: '5550102001',
    email: 'coach2001@example.com',
    firstName: 'Morgan',
    lastName: 'Reyes',
    userTypeId: USER_TYPE.coach,
    stepId: 4,
    isActiveCoach: true,
    webAlias: 'coachdemo',
    timeZone: 'America/Denver',
  },
  {
    id: 2002,
    phone: '5550102002',
    email: 'coach2002@example.com',
    firstName: 'Riley',
    lastName: 'Chen',
    userTypeId: USER_TYPE.coach,
    stepId: 4,
    isActiveCoach: true,
    timeZone: 'America/Los_Angeles',
  },
  {
    id: 3001,
    phone: '5550103001',
    email: 'demo3001@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    userTypeId: USER_TYPE.partner,
    stepId: 4,
    webAlias: 'janedoe',
    timeZone: 'America/Phoenix',
  },
];
