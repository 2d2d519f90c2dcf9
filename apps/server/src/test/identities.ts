import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { newActiveCoach, newMember, newNonSubscriber, newPair, newStaff } from './factories/index.js';
import { createTestApp, type Identity as Person, type TestApp } from './test-app.js';

/** The seven people every policy is walked with. */
export const IDENTITY_NAMES = [
  'anonymous',
  'member',
  'otherMember',
  'nonSubscriber',
  'coachOfMember',
  'otherCoach',
  'staff',
] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

/** One of the seven callers: a person's id and headers, or no one. */
export interface Identity {
  /** Null for the anonymous caller. */
  id: number | null;
  headers: { authorization?: string };
}
type SignedIn = Identity & { id: number; user: Person };
export type Identities = Record<IdentityName, Identity> & {
  member: SignedIn;
  coachOfMember: SignedIn;
  otherCoach: SignedIn;
};

const signedIn = (user: Person): SignedIn => ({ id: user.id, headers: user.auth, user });

/**
 * A subscriber whose current coach is coachOfMember, another subscriber, a non-subscriber, a second active
 * coach with no pair to the member, a staff member, and no one.
 */
export async function createIdentities(t: TestApp): Promise<Identities> {
  const [pair, otherMember, nonSubscriber, otherCoach, staff] = await Promise.all([
    newPair(t, { coach: { firstName: 'Casey' }, client: { firstName: 'Member' } }),
    newMember(t, { firstName: 'Other' }),
    newNonSubscriber(t, { step: -1 }),
    newActiveCoach(t, { firstName: 'Jordan' }),
    newStaff(t),
  ]);
  const { client: member, coach: coachOfMember } = pair;
  return {
    anonymous: { id: null, headers: {} },
    member: signedIn(member),
    otherMember: signedIn(otherMember),
    nonSubscriber: signedIn(nonSubscriber),
    coachOfMember: signedIn(coachOfMember),
    otherCoach: signedIn(otherCoach),
    staff: signedIn(staff),
  };
}

/**
 * For a policy test file: before its tests, a test app and the seven callers (handed to `onOpen`, which
 * may add its own setup); after them, the app closed.
 */
export function identitiesTestApp(onOpen: (opened: { t: TestApp; who: Identities }) => void | Promise<void>): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await onOpen({ t: app, who: await createIdentities(app) });
  });
  afterAll(async () => app?.close());
}

/** What each identity gets from one request: its status code. */
export type Outcomes = Record<IdentityName, number>;

/** Sends the request as every identity (built per caller) and compares the statuses, all at once. */
export async function walkIdentities(
  t: TestApp,
  identities: Identities,
  request: (caller: Identity, name: IdentityName) => InjectOptions,
  expected: Outcomes,
): Promise<void> {
  const actual = {} as Outcomes;
  for (const name of IDENTITY_NAMES) {
    const caller = identities[name];
    const options = request(caller, name);
    const response = await t.app.inject({ ...options, headers: { ...options.headers, ...caller.headers } });
    actual[name] = response.statusCode;
  }
  expect(actual).toEqual(expected);
}

/** 401 for the anonymous caller, `signedIn` for everyone else, with the exceptions given. */
export const outcomes = (signedIn: number, exceptions: Partial<Outcomes> = {}): Outcomes => ({
  anonymous: 401,
  member: signedIn,
  otherMember: signedIn,
  nonSubscriber: signedIn,
  coachOfMember: signedIn,
  otherCoach: signedIn,
  staff: signedIn,
  ...exceptions,
});
