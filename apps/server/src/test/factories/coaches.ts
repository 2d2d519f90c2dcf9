import { eq } from 'drizzle-orm';
import { USER_TYPE } from '@oola/domain';
import { coachAvailability, coachProfiles } from '../../db/schema/index.js';
import { createUser, type Identity, type TestApp } from '../test-app.js';
import type { MemberOptions } from './members.js';

export interface WeeklyRange {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Every day, all day: any half hour is offered. */
export const ALL_WEEK: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startMinute: 0,
  endMinute: 1440,
}));

type ProfileFields = Partial<Omit<typeof coachProfiles.$inferInsert, 'userId'>>;

export interface CoachOptions extends MemberOptions {
  /** A directory listing (in Denver, 80202, unless given): e.g. `{ sessionRate: 85 }`. None unless given. */
  profile?: ProfileFields;
  /** Weekly bookable hours in the coach's zone (e.g. `ALL_WEEK`). None unless given. */
  hours?: WeeklyRange[];
}

/** A certified, active coach, signed in; with a listing and bookable hours when asked. */
export async function newActiveCoach(t: TestApp, { profile, hours, ...fields }: CoachOptions = {}): Promise<Identity> {
  const coach = await createUser(t, { userTypeId: USER_TYPE.coach, isActiveCoach: true, ...fields });
  if (profile) await listCoach(t, coach.id, profile);
  if (hours) await setHours(t, coach.id, hours);
  return coach;
}

/** A coach account not (yet, or no longer) active: coach-only calls refuse it. */
export function newInactiveCoach(t: TestApp, options: CoachOptions = {}): Promise<Identity> {
  return newActiveCoach(t, { ...options, isActiveCoach: false });
}

/** Gives the coach a directory listing. */
export async function listCoach(t: TestApp, coachId: number, profile: ProfileFields = {}): Promise<void> {
  await t.database.db
    .insert(coachProfiles)
    .values({ userId: coachId, zipCode: '80202', city: 'Denver', state: 'CO', ...profile });
}

/** Replaces the coach's weekly bookable hours. */
export async function setHours(t: TestApp, coachId: number, ranges: WeeklyRange[]): Promise<void> {
  const db = t.database.db;
  await db.delete(coachAvailability).where(eq(coachAvailability.coachId, coachId));
  if (ranges.length > 0) await db.insert(coachAvailability).values(ranges.map((range) => ({ coachId, ...range })));
}
