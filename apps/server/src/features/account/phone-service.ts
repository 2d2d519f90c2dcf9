import type { ChangePhoneInput } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { setPhone } from '../../identity/users.js';
import type { AuthUser } from '../../http/authenticate.js';
import { phoneDigits } from '../auth/index.js';
import { assertCurrentPassword } from './current-password.js';

/**
 * Sets the sign-in phone (stored as digits, as sign-in matches it). Several accounts may share a
 * phone, as households do: signing in by that phone then asks for the customer id, as before.
 */
export async function changePhone(
  db: Db,
  clock: Clock,
  user: AuthUser,
  input: Required<ChangePhoneInput>,
  address: string,
): Promise<void> {
  await assertCurrentPassword(db, user, input.password, address);
  await setPhone(db, user.id, phoneDigits(input.phone), clock.now());
}
