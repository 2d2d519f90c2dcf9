import { STEP, USER_TYPE } from '@oola/domain';
import { createUser, type Identity, type NewUser, type TestApp } from '../test-app.js';

export interface MemberOptions extends NewUser {
  /** Where the member is on the journey (`STEP`); the dashboard unless given. */
  step?: number;
}

/** A subscribing member at a journey step (default: the dashboard), signed in. */
export function newMember(t: TestApp, { step = STEP.dashboard, ...fields }: MemberOptions = {}): Promise<Identity> {
  return createUser(t, { stepId: step, ...fields });
}

/** A member without the subscription: the sections it unlocks answer 403. */
export function newNonSubscriber(t: TestApp, fields: MemberOptions = {}): Promise<Identity> {
  return newMember(t, { userTypeId: USER_TYPE.nonSubscriber, ...fields });
}

/** A staff member (may send notifications, answer support chats, grant courses). */
export function newStaff(t: TestApp, fields: MemberOptions = {}): Promise<Identity> {
  return newMember(t, { isStaff: true, ...fields });
}
