import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';
import { accountDataUrl } from './export-ready-email.js';

export interface DeletionCancelledEmailData {
  firstName: string;
}

/** Confirms "Keep my account": the scheduled deletion is cancelled (decision 075). */
export const deletionCancelledEmail: EmailTemplate<DeletionCancelledEmailData> = {
  name: 'account-deletion-cancelled',
  category: 'account',
  subject: () => 'Your account is kept',
  reason: () => 'You are getting this because you chose to keep your account.',
  Body: ({ data, links }) => (
    <>
      <EmailHeading>Your account is kept</EmailHeading>
      <EmailText>{`Hi ${data.firstName},`}</EmailText>
      <EmailText>You chose &quot;Keep my account&quot;: we will not delete your account or your data.</EmailText>
      <EmailButton href={accountDataUrl(links.publicUrl)}>Open my account</EmailButton>
      <EmailText>If you did not do this, sign in and change your password.</EmailText>
    </>
  ),
};
