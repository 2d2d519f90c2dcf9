import { EmailButton, EmailHeading, EmailText } from '../../../email/index.js';
import type { EmailTemplate } from '../../../email/index.js';
import type { ReminderKind } from '../reminders.js';

export interface BookingReminderEmailData {
  kind: ReminderKind;
  recipient: 'coach' | 'client';
  firstName: string;
  /** The other person's full name. */
  otherName: string;
  /** The session's start in the recipient's own zone, its short name included. */
  when: string;
  /** The recipient's zone as people name it, at the session's start: 'Denver (Mountain Time, UTC−7)'. */
  timeZoneName: string;
  /** Where the recipient joins the video session. */
  roomUrl: string;
}

const soon = (kind: ReminderKind) => (kind === '24h' ? 'in 24 hours' : 'in 1 hour');

/** 24 hours and 1 hour before a session, to the member and to the coach. */
export const bookingReminderEmail: EmailTemplate<BookingReminderEmailData> = {
  name: 'booking-reminder',
  category: 'booking-reminder',
  subject: (data) => `Reminder: coaching session with ${data.otherName} ${soon(data.kind)}`,
  Body({ data }) {
    const coach = data.recipient === 'coach';
    return (
      <>
        <EmailHeading>Your coaching session is {soon(data.kind)}</EmailHeading>
        <EmailText>Hi {data.firstName},</EmailText>
        <EmailText>
          Your 30-minute coaching session with {coach ? 'your client' : 'your coach'} {data.otherName} starts on{' '}
          {data.when} (your time zone, {data.timeZoneName}).
        </EmailText>
        <EmailText>
          {coach
            ? 'When it is time, open the coaching room and choose START SESSION.'
            : 'When it is time, open your dashboard and choose JOIN SESSION once your coach has started it.'}
        </EmailText>
        <EmailButton href={data.roomUrl}>{coach ? 'Open the coaching room' : 'Open my dashboard'}</EmailButton>
      </>
    );
  },
  reason: () => 'You get this because you have a coaching session booked.',
};
