import { eq, inArray, sql } from 'drizzle-orm';
import { profilePictureUrl, type RoomPerson } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { coachProfiles, users } from '../../../db/schema/index.js';
import type { CoachPair } from './pairs.js';

export interface PairPerson extends RoomPerson {
  timeZone: string | null;
  /** 'City, State' from the coach's listing; null without one. */
  location: string | null;
  listingPageHeader: string;
}

export interface PairPeople {
  coach: PairPerson;
  client: PairPerson;
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const peopleQuery = prepared((db) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureFileName: users.pictureFileName,
      timeZone: users.timeZone,
      city: coachProfiles.city,
      state: coachProfiles.state,
      listingPageHeader: coachProfiles.listingPageHeader,
    })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(inArray(users.id, [sql.placeholder('coachId'), sql.placeholder('clientId')]))
    .prepare('coaching_room_pair_people'),
);

/** The pair's coach and client: names, pictures, time zones, and the coach's listing line. */
export async function pairPeople(db: Db, pair: CoachPair): Promise<PairPeople> {
  const rows = await peopleQuery(db).execute({ coachId: pair.coachId, clientId: pair.clientId });
  const person = (userId: number): PairPerson => {
    const row = rows.find((candidate) => candidate.userId === userId);
    // pairFor found the pair, and users cascade to it: both rows exist.
    if (!row) throw new Error(`user ${userId} of a coaching pair is missing`);
    return {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      pictureUrl: row.pictureFileName ? profilePictureUrl(row.pictureFileName) : null,
      timeZone: row.timeZone,
      location: row.city ? [row.city, row.state].filter(Boolean).join(', ') : null,
      listingPageHeader: row.listingPageHeader ?? '',
    };
  };
  return { coach: person(pair.coachId), client: person(pair.clientId) };
}
