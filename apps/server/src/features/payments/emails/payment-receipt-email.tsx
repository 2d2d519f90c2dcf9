import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface PaymentReceiptEmailData {
  /** What was bought: 'Coaching with Morgan Lee, one month', '2 × 30-minute coaching sessions'. */
  what: string;
  /** '$50.00' */
  amount: string;
  /** 'Visa ending in 4242'; null when the card is no longer known. */
  card: string | null;
  /** The day of the charge in the member's zone: 'November 27, 2026'. */
  date: string;
  /** The receipt number, as the receipt page shows it: OOLA-R-000042. */
  reference: string;
}

/** The receipt of every successful charge: coaching months (first and renewals), sessions, courses. */
export const paymentReceiptEmail: EmailTemplate<PaymentReceiptEmailData> = {
  name: 'payment-receipt',
  category: 'receipt',
  subject: (data) => `Your receipt: ${data.what}, ${data.amount}`,
  Body({ data, links }) {
    return (
      <>
        <EmailHeading>Thank you for your payment</EmailHeading>
        <EmailText>
          <strong>What:</strong> {data.what}
          <br />
          <strong>Amount:</strong> {data.amount}
          <br />
          <strong>Paid with:</strong> {data.card ?? 'your card on file'}
          <br />
          <strong>Date:</strong> {data.date}
          <br />
          <strong>Receipt number:</strong> {data.reference}
        </EmailText>
        <EmailText>Your payments, card and coaching plan are in Billing.</EmailText>
        <EmailButton href={`${links.publicUrl}/billing`}>Open Billing</EmailButton>
      </>
    );
  },
  reason: () => 'You get this receipt because you made a payment.',
};
