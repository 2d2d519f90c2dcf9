import type { CoachingRoom } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { type CoachPair, pairPeople, type PairPerson } from '../pairs/index.js';
import { sessionsRemaining } from '../credits/index.js';
import { pendingMessages } from '../chat/read-marks.js';

const person = ({ userId, firstName, lastName, pictureUrl }: PairPerson) => ({
  userId,
  firstName,
  lastName,
  pictureUrl,
});

/** The room's header as one side sees it: both people, the client's sessions and the reader's pending messages. */
export async function coachingRoom(db: Db, pair: CoachPair, readerId: number): Promise<CoachingRoom> {
  const [people, pending, sessions] = await Promise.all([
    pairPeople(db, pair),
    pendingMessages(db, pair, readerId),
    sessionsRemaining(db, pair.clientId),
  ]);
  return {
    coachId: pair.coachId,
    clientId: pair.clientId,
    active: pair.active,
    pendingMessages: pending,
    sessionsRemaining: sessions,
    coach: {
      ...person(people.coach),
      location: people.coach.location,
      listingPageHeader: people.coach.listingPageHeader,
    },
    client: person(people.client),
  };
}
