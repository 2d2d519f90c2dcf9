import { useImperativeHandle, useState } from 'react';
import { Input, Paper } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { api } from '../../lib/api';
import type { CardEntryProps } from './card-entry-handle';
import { CardRefusedError } from './payment-attempt';

const stripes = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched from Stripe once, only when a card form is shown with Stripe configured. */
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
};

/**
 * Stripe Elements' card field. Saving confirms a SetupIntent (usage off_session) that the server
 * made for the member's customer; the server then keeps the payment method Stripe answered.
 */
export default function StripeCardEntry({ publishableKey, ...props }: CardEntryProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ ref, disabled }: CardEntryProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      collect: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) {
          setError('The card form is still loading. Please try again.');
          return null;
        }
        const { clientSecret } = await api<{ clientSecret: string }>('POST', 'Payments/SetupIntent');
        const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
        if (result.error) {
          if (result.error.type === 'card_error') throw new CardRefusedError(result.error.message ?? null);
          setError(result.error.message ?? 'Please check your card details.');
          return null;
        }
        const method = result.setupIntent.payment_method;
        return { paymentMethodId: typeof method === 'string' ? method : method!.id };
      },
      restart: () => {
        const card = elements?.getElement(CardElement);
        card?.clear();
        card?.focus();
      },
    }),
    [stripe, elements],
  );
  return (
    <Input.Wrapper label="Card" error={error}>
      <Paper withBorder radius="md" p="sm">
        <CardElement options={{ disabled }} onChange={(event) => setError(event.error?.message ?? null)} />
      </Paper>
    </Input.Wrapper>
  );
}
