import { ACTIONS } from '@oola/domain';
import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface DailyReminderData {
  firstName: string;
  /** Actions completed so far today (the member's day). */
  done: number;
  /** The member's today, as they read it: 'Friday, November 27'. */
  day: string;
}

const goal = ACTIONS.trackerClicksForStreak;

/** The opt-in nudge at the member's chosen time, on a day their three actions are not done yet. */
export const dailyReminderEmail: EmailTemplate<DailyReminderData> = {
  name: 'daily-reminder',
  category: 'daily-reminder',
  subject: ({ done }) =>
    done === 0 ? `Your ${goal} actions for today are waiting` : `${done} of ${goal} actions done today: finish strong`,
  printedAsIs: ['firstName', 'day'],
  reason: () => 'You are getting this because you turned on the daily action reminder in your notification settings.',
  Body: ({ data, links }) => (
    <>
      <EmailHeading>
        {data.done === 0 ? 'A few minutes for your day?' : `${data.done} down, ${goal - data.done} to go!`}
      </EmailHeading>
      <EmailText>Hi {data.firstName},</EmailText>
      <EmailText>
        You have completed {data.done} of {goal} actions today ({data.day}).{' '}
        {data.done === 0
          ? 'Small steps every day are what keep your life in balance: pick one and start now.'
          : 'You are nearly there: finish your actions to keep your streak going.'}
      </EmailText>
      <EmailButton href={`${links.publicUrl}/dashboard`}>Open my dashboard</EmailButton>
      <EmailText>Away for a few days? Pause your streak in your settings and we will not remind you.</EmailText>
    </>
  ),
};
