import { EmailButton, EmailHeading, EmailText } from '../../../email/index.js';
import type { EmailTemplate } from '../../../email/index.js';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

export interface BookingChangeEmailData {
  change: BookingChange;
  recipient: 'coach' | 'client';
  firstName: string;
  /** The other person's full name. */
  otherName: string;
  /** The session's start in the recipient's own zone, its short name included. */
  when: string;
  /** A move: the old start, in the recipient's zone. */
  previousWhen: string | null;
  /** The recipient's zone as people name it, at the session's start: 'Denver (Mountain Time, UTC−7)'. */
  timeZoneName: string;
  /** Where the recipient joins the video session. */
  roomUrl: string;
  /** A cancellation by the other person (or by no one we know of). */
  cancelledByOther: boolean;
}

const withWhom = (data: BookingChangeEmailData) =>
  data.recipient === 'coach' ? `your client ${data.otherName}` : `your coach ${data.otherName}`;

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function headline(data: BookingChangeEmailData): string {
  if (data.change === 'booked') return 'Your coaching session is booked';
  if (data.change === 'moved') return 'Your coaching session has moved';
  return 'Your coaching session is canceled';
}

function summary(data: BookingChangeEmailData): string {
  if (data.change === 'booked') return `You have a 30-minute coaching session with ${withWhom(data)} on ${data.when}.`;
  if (data.change === 'moved') {
    return `Your 30-minute coaching session with ${withWhom(data)} moved from ${data.previousWhen ?? 'its old time'} to ${data.when}.`;
  }
  // Named once: "Your client Emery Foster canceled your …", or "You canceled your … with your coach …".
  if (data.cancelledByOther) return `${capitalized(withWhom(data))} canceled your coaching session on ${data.when}.`;
  return `You canceled your coaching session with ${withWhom(data)} on ${data.when}.`;
}

/** A session booked, moved or cancelled: to the member and to the coach, each in their own zone, the invite attached. */
export const bookingChangeEmail: EmailTemplate<BookingChangeEmailData> = {
  name: 'booking-change',
  category: 'booking',
  subject(data) {
    if (data.change === 'booked') return `Coaching session booked: ${data.when}`;
    if (data.change === 'moved') return `Coaching session moved to ${data.when}`;
    return `Coaching session canceled: ${data.when}`;
  },
  Body({ data }) {
    const cancelled = data.change === 'cancelled';
    return (
      <>
        <EmailHeading>{headline(data)}</EmailHeading>
        <EmailText>Hi {data.firstName},</EmailText>
        <EmailText>{summary(data)}</EmailText>
        <EmailText>Times are in your time zone, {data.timeZoneName}.</EmailText>
        {cancelled ? (
          <EmailText>
            The attached update takes it off your calendar.{' '}
            {data.recipient === 'coach'
              ? `${data.otherName} has the session credit back.`
              : 'Your session credit is back.'}
          </EmailText>
        ) : (
          <>
            <EmailText>
              The attached invite adds it to your calendar. When it is time, open your{' '}
              {data.recipient === 'coach'
                ? 'coaching room and choose START SESSION'
                : 'dashboard and choose JOIN SESSION'}
              .
            </EmailText>
            <EmailButton href={data.roomUrl}>
              {data.recipient === 'coach' ? 'Open the coaching room' : 'Open my dashboard'}
            </EmailButton>
          </>
        )}
      </>
    );
  },
  reason: () => 'You get this because a coaching session of yours was booked, moved or canceled.',
};
