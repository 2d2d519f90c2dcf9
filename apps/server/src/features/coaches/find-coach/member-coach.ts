import { eq } from 'drizzle-orm';
import type { MemberCoachProfile, MyCoach } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coachProfiles, users } from '../../../db/schema/index.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { hasCardOnFile } from '../../payments/index.js';
import { publicListing } from '../directory/index.js';

/** The coach's contact details for the listing: the ones chosen for it, else the account's. */
async function contactOf(db: Db, coachId: number) {
  const [row] = await db
    .select({
      contactEmail: coachProfiles.contactEmail,
      contactPhone: coachProfiles.contactPhone,
      email: users.email,
      phone: users.phone,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(eq(coachProfiles.userId, coachId));
  const email = row?.contactEmail ?? row?.email ?? null;
  const phone = row?.contactPhone ?? row?.phone ?? null;
  return {
    emailAddress: email ? { email } : null,
    phoneNumber: phone ? { phone } : null,
  };
}

/**
 * A coach's listing as the caller sees it (404 unless an active coach with a listing). Contact
 * details (email, phone) only go to the coach's current clients and to the coach themself.
 */
export async function memberCoachProfile(db: Db, caller: AuthUser, coachId: number): Promise<MemberCoachProfile> {
  const [listing, contact, creditCardOnFile] = await Promise.all([
    publicListing(db, coachId),
    contactOf(db, coachId),
    hasCardOnFile(db, caller.id),
  ]);
  const isMyCoach = caller.coachId === coachId;
  const seesContact = isMyCoach || caller.id === coachId;
  return {
    ...listing,
    isMyCoach,
    emailAddress: seesContact ? contact.emailAddress : null,
    phoneNumber: seesContact ? contact.phoneNumber : null,
    creditCardOnFile,
  };
}

/** The caller's current coach, or null (also when that coach has left the directory). */
export async function myCoach(db: Db, caller: AuthUser): Promise<MyCoach> {
  if (caller.coachId === null) return { coach: null };
  try {
    return { coach: await memberCoachProfile(db, caller, caller.coachId) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'notFound') return { coach: null };
    throw error;
  }
}
