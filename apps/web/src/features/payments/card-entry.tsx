import { lazy, Suspense, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Skeleton } from '@mantine/core';
import type { SaveCardRequest } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { CardFields } from './card-fields';
import { EMPTY_CARD, toSaveCardRequest, validateCard, type CardErrors } from './card-validation';

const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

/** A card form the parent submits: collect() answers the card as PUT Payments/Card takes it. */
export interface CardEntryHandle {
  /**
   * The card to save, or null when the form now shows what to fix. Throws CardRefusedError when
   * Stripe refuses the card while checking it.
   */
  collect(): Promise<SaveCardRequest | null>;
  /** Clears the card number (a declined one) and puts the cursor there, for the member to type another. */
  restart(): void;
}

export interface CardEntryProps {
  ref: Ref<CardEntryHandle>;
  disabled?: boolean;
}

/** Our own card form with the sandbox; Stripe Elements (the number never reaches us) with Stripe. */
export function CardEntry({ ref, disabled }: CardEntryProps) {
  const { payments } = useSettings();
  if (payments.provider === 'stripe' && payments.stripePublishableKey) {
    return (
      <Suspense fallback={<Skeleton h={64} radius="md" />}>
        <StripeCardEntry ref={ref} publishableKey={payments.stripePublishableKey} disabled={disabled} />
      </Suspense>
    );
  }
  return <SandboxCardEntry ref={ref} disabled={disabled} />;
}

function SandboxCardEntry({ ref, disabled }: CardEntryProps) {
  const [values, setValues] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const numberInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      collect: async () => {
        const found = validateCard(values);
        setErrors(found);
        return Object.keys(found).length > 0 ? null : toSaveCardRequest(values);
      },
      restart: () => {
        setValues((typed) => ({ ...typed, number: '' }));
        setErrors({});
        numberInput.current?.focus();
      },
    }),
    [values],
  );
  return (
    <CardFields values={values} errors={errors} onChange={setValues} disabled={disabled} numberRef={numberInput} />
  );
}
