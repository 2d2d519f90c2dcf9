import type { Publisher } from '../../events/index.js';
import type { Identity, TestApp } from '../test-app.js';
import { openPair } from '../../features/coaching/pairs/pairs.js';
import { addCredits } from '../../features/coaching/credits/ledger.js';
import { newActiveCoach, type CoachOptions } from './coaches.js';
import { newMember, type MemberOptions } from './members.js';

export interface PairingOptions {
  /** Session credits the member buys (none unless given). */
  credits?: number;
  /** When the member chose the coach; the server's now unless given. */
  since?: Date;
}

/** Set-up rows announce nothing, like every row a factory writes: no processor awards or pushes behind a test. */
const SET_UP: Publisher = { publish: () => {} };

/** Makes the coach the member's current coach (an open pair), as selecting them would. */
export async function joinCoach(
  t: TestApp,
  memberId: number,
  coachId: number,
  { credits = 0, since = t.clock.now() }: PairingOptions = {},
): Promise<void> {
  await t.database.db.transaction((tx) => openPair(tx, SET_UP, memberId, coachId, since));
  if (credits > 0) await giveCredits(t, memberId, credits);
}

/** Session credits bought by the member (a purchase in the ledger). */
export async function giveCredits(t: TestApp, memberId: number, credits: number): Promise<void> {
  await addCredits(t.database.db, { userId: memberId, delta: credits, reason: 'purchase' });
}

/** A new member whose current coach is this coach. */
export async function newClient(
  t: TestApp,
  coachId: number,
  { credits, since, ...fields }: MemberOptions & PairingOptions = {},
): Promise<Identity> {
  const client = await newMember(t, fields);
  await joinCoach(t, client.id, coachId, { credits, since });
  return client;
}

export interface PairOptions extends PairingOptions {
  coach?: CoachOptions;
  client?: MemberOptions;
}

export interface Pair {
  coach: Identity;
  /** The member whose current coach `coach` is. */
  client: Identity;
  /** `coachId/clientId`, as the coaching room's URLs take them. */
  path: string;
}

/** A new active coach and a new member of theirs (their client), with `credits` session credits. */
export async function newPair(
  t: TestApp,
  { coach: coachFields, client: clientFields, ...pairing }: PairOptions = {},
): Promise<Pair> {
  const coach = await newActiveCoach(t, coachFields);
  const client = await newClient(t, coach.id, { ...clientFields, ...pairing });
  return { coach, client, path: `${coach.id}/${client.id}` };
}
