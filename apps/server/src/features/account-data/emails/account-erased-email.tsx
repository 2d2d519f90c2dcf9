import { EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface AccountErasedEmailData {
  firstName: string;
}

/** The last message to a deleted account's address, sent as its data is erased (decision 075). */
export const accountErasedEmail: EmailTemplate<AccountErasedEmailData> = {
  name: 'account-erased',
  category: 'account',
  subject: () => 'Your account has been deleted',
  reason: () => 'You are getting this because you asked us to delete your account.',
  Body: ({ data }) => (
    <>
      <EmailHeading>Your account has been deleted</EmailHeading>
      <EmailText>{`Hi ${data.firstName},`}</EmailText>
      <EmailText>
        As you asked, we have deleted your account and erased your personal data. Records the law asks us to keep for
        accounting (your payments) remain, no longer linked to your name, e-mail or phone.
      </EmailText>
      <EmailText>This is the last e-mail we send to this address. Thank you for the time you spent with us.</EmailText>
    </>
  ),
};
