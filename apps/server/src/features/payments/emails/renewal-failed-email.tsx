import { Button, Heading, Text } from '@react-email/components';
import type { EmailTemplate } from '../../email/template.js';

export interface RenewalFailedEmailData {
  /** The month's price: '$50.00'. */
  amount: string;
  /** 'Visa ending in 4242'; null when there was no card to charge. */
  card: string | null;
  /** The day of the attempt in the member's zone. */
  date: string;
  /** The card's refusal as a person reads it; null when there was no card. */
  reason: string | null;
}

/** A coaching renewal that could not be charged: the member pays again from Billing. */
export const renewalFailedEmail: EmailTemplate<RenewalFailedEmailData> = {
  name: 'renewal-failed',
  category: 'receipt',
  subject: () => 'We could not renew your coaching',
  Body({ data, links }) {
    return (
      <>
        <Heading as="h1">Your coaching renewal did not go through</Heading>
        <Text>
          On {data.date} we tried to charge {data.amount} for your next month of coaching
          {data.card ? ` to your ${data.card}` : ', but there was no card on file'}.
          {data.reason ? ` ${data.reason}` : ''}
        </Text>
        <Text>Your coaching is paused until it is paid. Update your card and pay in Billing to continue.</Text>
        <Button href={`${links.publicUrl}/billing`}>Go to Billing</Button>
      </>
    );
  },
  reason: () => 'You get this because your coaching subscription could not be renewed.',
};
