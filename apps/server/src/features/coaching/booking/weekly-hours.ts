import { sql, type AnyColumn } from 'drizzle-orm';
import { coachAvailability } from '../../../db/schema/index.js';

/** For a query over coaches: whether the coach in `coachId` keeps weekly hours (clients book them here). */
export const keepsWeeklyHours = (coachId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${coachAvailability} where ${coachAvailability.coachId} = ${coachId})`;
