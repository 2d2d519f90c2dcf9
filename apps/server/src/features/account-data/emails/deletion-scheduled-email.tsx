import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';
import { accountDataUrl } from './export-ready-email.js';

export interface DeletionScheduledEmailData {
  firstName: string;
  /** When the erasure may start, in the member's time zone. */
  eraseAfter: string;
}

/** Confirms a deletion request and how to cancel it during the grace period (decision 075). */
export const deletionScheduledEmail: EmailTemplate<DeletionScheduledEmailData> = {
  name: 'account-deletion-scheduled',
  category: 'account',
  subject: () => 'Your account will be deleted',
  reason: () => 'You are getting this because you asked us to delete your account.',
  Body: ({ data, links }) => (
    <>
      <EmailHeading>Your account will be deleted</EmailHeading>
      <EmailText>{`Hi ${data.firstName},`}</EmailText>
      <EmailText>
        {`We will erase your account and your personal data after ${data.eraseAfter}. Until then you can change your mind: sign in and choose "Keep my account".`}
      </EmailText>
      <EmailButton href={accountDataUrl(links.publicUrl)}>Keep my account</EmailButton>
      <EmailText>If you did not ask for this, sign in and keep your account, then change your password.</EmailText>
    </>
  ),
};
