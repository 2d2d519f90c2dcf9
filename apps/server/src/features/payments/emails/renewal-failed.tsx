import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface RenewalFailedData {
  firstName: string;
  /** '$50.00' */
  amount: string;
  /** The day the paid month ended, in the member's time zone: 'Friday, March 6, 2026'. */
  periodEnd: string;
}

/** A coaching renewal the card did not pay: the member updates the card on the billing page. */
export const renewalFailedEmail: EmailTemplate<RenewalFailedData> = {
  name: 'renewal-failed',
  category: 'receipt',
  subject: () => 'Your coaching renewal failed',
  reason: () => 'You are getting this because the monthly payment for your coaching did not go through.',
  Body: ({ data, links }) => (
    <>
      <EmailHeading>Your coaching renewal failed</EmailHeading>
      <EmailText>{`Hi ${data.firstName},`}</EmailText>
      <EmailText>
        {`We could not charge your card ${data.amount} for your next month of coaching, due ${data.periodEnd}. ` +
          'Your coaching is on hold until the payment goes through.'}
      </EmailText>
      <EmailButton href={`${links.publicUrl}/billing`}>Update your card</EmailButton>
      <EmailText>Once your card is updated, choose your coach again to pick up where you left off.</EmailText>
    </>
  ),
};
