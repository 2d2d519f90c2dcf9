import { lazy, Suspense, useImperativeHandle, useRef, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useSettings } from '../../lib/settings';
import type { CardEntryProps } from './card-entry-handle';
import { CardFields } from './card-fields';
import { EMPTY_CARD, toSaveCardRequest, validateCard, type CardErrors } from './card-validation';

const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

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
