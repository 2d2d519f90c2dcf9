import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema, updateNotificationPreferencesSchema } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { notificationPreferences, updateNotificationPreferences } from './service.js';
import { memberAbilities } from '../../policies/member.js';

const TAGS = ['Notification preferences'];
const WHAT =
  'Booking reminders (24 h and 1 h before a session), the daily action reminder (off until turned on; ' +
  "its time 'HH:mm' in the caller's own time zone), unread chat messages, and the weekly digest (coaches only: " +
  'null for others). Account, booking and receipt e-mails are transactional and cannot be switched off. ' +
  'The one-click unsubscribe link of a message turns its preference off. `channels` says where each kind of ' +
  'message goes (push, email, both or off; push falls back to e-mail where no device is on); the e-mail switches ' +
  "above are views of their kind's e-mail side. `quietHours` ('HH:mm' in the caller's zone, a window may cross " +
  'midnight) hold a message until they end, except about a session starting within two hours.';

export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/Account/NotificationPreferences',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: 'Which messages the caller gets, by which channel, and their quiet hours',
        description: WHAT,
        security: [{ bearer: [] }],
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => notificationPreferences(db, request.user),
  );

  app.put(
    '/Account/NotificationPreferences',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: 'Switch messages on or off, choose their channels, the daily reminder time and quiet hours',
        description:
          `${WHAT} Only the fields sent change. A field that is not a preference, a time that is not 'HH:mm' ` +
          '(24-hour clock), an unknown kind or channel, quiet hours that start when they end, or coachDigest from ' +
          'someone who is not a coach is a 400, and nothing is saved.',
        security: [{ bearer: [] }],
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => updateNotificationPreferences(db, request.user, request.body, clock.now()),
  );
};
