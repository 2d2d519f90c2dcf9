import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_QUIET_HOURS, type MessageChannel, type MessageKind, type QuietHours } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { emailOptOuts, notificationSettings, users } from '../../db/schema/index.js';
import { channelOf, KIND_EMAIL_CATEGORY } from './channels.js';

export interface DeliveryPreferences {
  channel: MessageChannel;
  quietHours: QuietHours;
  timeZone: string | null;
}

/** For one kind of message, each person's channel, quiet hours and zone, in one statement for a batch. */
export async function deliveryPreferences(
  executor: Queryable,
  userIds: readonly number[],
  kind: MessageKind,
): Promise<Map<number, DeliveryPreferences>> {
  if (userIds.length === 0) return new Map();
  const category = KIND_EMAIL_CATEGORY[kind];
  const refused = category
    ? sql<boolean>`exists (select 1 from ${emailOptOuts}
        where ${emailOptOuts.userId} = ${users.id} and ${emailOptOuts.category} = ${category})`
    : sql<boolean>`false`;
  const rows = await executor
    .select({
      userId: users.id,
      timeZone: users.timeZone,
      channels: notificationSettings.channels,
      quietEnabled: notificationSettings.quietHoursEnabled,
      quietStart: notificationSettings.quietHoursStart,
      quietEnd: notificationSettings.quietHoursEnd,
      refused,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        channel: channelOf(kind, row.channels ?? {}, Boolean(row.refused)),
        quietHours:
          row.quietEnabled === null
            ? { ...DEFAULT_QUIET_HOURS }
            : { enabled: row.quietEnabled, start: row.quietStart!, end: row.quietEnd! },
        timeZone: row.timeZone,
      },
    ]),
  );
}
