import { eq, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import type { Actor } from '../core/actor.js';

/**
 * Who is a coach (decision 090): a user whose active-coach flag is on, whatever their user type.
 * User type 2 is only a rank ("Certified Coach"); a coach account whose flag is off coaches nobody.
 */
export const isCoach = (user: Pick<Actor, 'isActiveCoach'>): boolean => user.isActiveCoach;

/** isCoach as a condition on the users table, for the queries that pick coaches. */
export const coachCondition = (): SQL => eq(users.isActiveCoach, true);
