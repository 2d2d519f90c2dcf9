import { sql } from 'drizzle-orm';
import type { MessageKind } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { enqueueMemberEmails, type EmailTemplate, type MemberEmail } from '../email/index.js';
import { deliveryPreferences } from '../notification-preferences/index.js';
import { routeFor, sendAfter } from './delivery-rules.js';
import { enqueuePushes, withPushDevice, type PushToSend } from '../push/index.js';

/** One message to one person, for one cause. */
export interface MessageToDeliver<D> {
  userId: number;
  kind: MessageKind;
  /** One cause, one bell entry, one e-mail, one push: 'booking-reminder-24h:123:…:client'. Also the e-mail's key. */
  causeKey: string;
  /** What the bell and the push show, and the app's page they open. */
  title: string;
  body: string;
  url: string;
  /** The e-mail version, when the kind has one. */
  email?: { template: EmailTemplate<D>; data: D };
  /** The session a booking message is about: one starting within two hours is not held by quiet hours. */
  sessionStartsAt?: Date;
  /** Goes at a time the person chose themselves (the daily reminder): quiet hours do not hold it. */
  atChosenTime?: boolean;
}

export interface Delivery {
  causeKey: string;
  /** The bell's entry, null when the kind is off or the cause was delivered before. */
  notificationId: number | null;
  email: boolean;
  push: PushToSend | null;
  /** The end of the quiet hours the message waits for, or null for at once. */
  sendAfter: Date | null;
}

const NOTHING = { notificationId: null, email: false, push: null, sendAfter: null } as const;

function pushPart<D>(message: MessageToDeliver<D>, notificationId: number, after: Date | null): PushToSend {
  return {
    userId: message.userId,
    kind: message.kind,
    idempotencyKey: message.causeKey,
    title: message.title,
    body: message.body,
    url: message.url,
    notificationId,
    // A session's message matters now; the others may wait for a device that sleeps.
    urgency: message.sessionStartsAt ? 'high' : 'normal',
    ...(after ? { sendAfter: after } : {}),
  };
}

/** The bell's entries of the messages, in one statement; a cause delivered before writes nothing. */
async function writeBellEntries<D>(executor: Queryable, messages: readonly MessageToDeliver<D>[]) {
  if (messages.length === 0) return new Map<string, number>();
  const written = await executor
    .insert(notifications)
    .values(
      messages.map((message) => ({
        userId: message.userId,
        title: message.title,
        message: message.body,
        kind: message.kind,
        url: message.url,
        causeKey: message.causeKey,
      })),
    )
    .onConflictDoNothing({ target: notifications.causeKey })
    .returning({ id: notifications.id, causeKey: sql<string>`${notifications.causeKey}` });
  return new Map(written.map((row) => [row.causeKey, row.id]));
}

/**
 * Every app message to a person goes through here (decision 107), in the caller's transaction, for a batch of
 * one kind at once (a sweep's): each person's channel for the kind and their quiet hours decide e-mail and/or
 * push and when; the bell gets the entry; the e-mail and push parts are queued (held until the quiet hours end).
 * Answers each message's delivery.
 */
export async function deliverMessages<D>(
  executor: Queryable,
  messages: readonly MessageToDeliver<D>[],
  now: Date,
): Promise<Delivery[]> {
  const kind = messages[0]?.kind;
  if (!kind) return [];
  if (messages.some((message) => message.kind !== kind)) throw new Error('deliverMessages takes one kind at a time');
  const userIds = messages.map((message) => message.userId);
  const [preferences, devices] = await Promise.all([
    deliveryPreferences(executor, userIds, kind),
    withPushDevice(executor, userIds),
  ]);
  const plans = messages.flatMap((message) => {
    const person = preferences.get(message.userId);
    if (!person || person.channel === 'off') return [];
    const route = routeFor(person.channel, devices.has(message.userId));
    const after = message.atChosenTime
      ? null
      : sendAfter(now, person.timeZone, person.quietHours, message.sessionStartsAt);
    return [{ message, route, after }];
  });
  const entries = await writeBellEntries(
    executor,
    plans.map((plan) => plan.message),
  );
  const deliveries = new Map<string, Delivery>();
  const emails = new Map<EmailTemplate<D>, MemberEmail<D>[]>();
  for (const { message, route, after } of plans) {
    const notificationId = entries.get(message.causeKey);
    if (notificationId === undefined) continue;
    const { email: part } = message;
    if (route.email && part) {
      const batch = emails.get(part.template) ?? [];
      batch.push({ userId: message.userId, data: part.data, idempotencyKey: message.causeKey, sendAfter: after });
      emails.set(part.template, batch);
    }
    deliveries.set(message.causeKey, {
      causeKey: message.causeKey,
      notificationId,
      email: route.email && part !== undefined,
      push: route.push ? pushPart(message, notificationId, after) : null,
      sendAfter: after,
    });
  }
  for (const [template, batch] of emails) await enqueueMemberEmails(executor, template, batch);
  await enqueuePushes(
    executor,
    [...deliveries.values()].flatMap((delivery) => (delivery.push ? [delivery.push] : [])),
  );
  return messages.map((message) => deliveries.get(message.causeKey) ?? { causeKey: message.causeKey, ...NOTHING });
}

/** One message: deliverMessages for a batch of one. */
export async function deliverMessage<D>(
  executor: Queryable,
  message: MessageToDeliver<D>,
  now: Date,
): Promise<Delivery> {
  const [delivery] = await deliverMessages(executor, [message], now);
  return delivery!;
}
