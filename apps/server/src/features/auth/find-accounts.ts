import { eq, sql } from 'drizzle-orm';
import { LOGIN_TYPE } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../identity/session-store.js';

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Accounts matching what the member typed: by phone there can be several. */
export async function findAccounts(db: Db, loginType: number, identifier: string): Promise<UserRow[]> {
  const value = identifier.trim();
  if (loginType === LOGIN_TYPE.phone) {
    return db
      .select()
      .from(users)
      .where(eq(users.phone, phoneDigits(value)))
      .orderBy(users.id);
  }
  if (loginType === LOGIN_TYPE.email) {
    return db.select().from(users).where(eq(users.email, value.toLowerCase())).limit(1);
  }
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return [];
  return db.select().from(users).where(eq(users.id, id)).limit(1);
}

export async function findByShopToken(db: Db, token: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`${users.shopCustomerToken} = ${token}`)
    .limit(1);
  return row ?? null;
}
