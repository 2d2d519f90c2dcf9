import { EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface EmailChangeNoticeData {
  firstName: string;
  newEmail: string;
  /** When the change was asked for, in the person's time zone. */
  requestedAt: string;
}

/** Sent to the OLD address when a change is asked for, so a change the owner did not make does not go unseen. */
export const emailChangeNoticeEmail: EmailTemplate<EmailChangeNoticeData> = {
  name: 'email-change-notice',
  category: 'account',
  subject: () => 'Your e-mail address is being changed',
  reason: () => 'You are getting this because this is the e-mail address of your account.',
  Body: ({ data }) => (
    <>
      <EmailHeading>Your e-mail address is being changed</EmailHeading>
      <EmailText>{`Hi ${data.firstName},`}</EmailText>
      <EmailText>
        {`On ${data.requestedAt}, someone signed in to your account asked to change its e-mail address to ${data.newEmail}. The change happens when the link we sent to that address is opened.`}
      </EmailText>
      <EmailText>
        If this was not you, sign in, change your password and use “Sign out everywhere else” on the My account page.
      </EmailText>
    </>
  ),
};
