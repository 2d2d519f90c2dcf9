import { lazy, Suspense, useImperativeHandle, useRef } from 'react';
import { Skeleton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSettings } from '../../lib/settings';
import type { CardEntryProps } from './card-entry-handle';
import { CardFields } from './card-fields';
import { EMPTY_CARD, toSaveCardRequest, validateCard, type CardFormValues } from './card-validation';

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
  // Checked as Stripe's own form checks (no zod schema: the card never reaches our server as typed).
  const form = useForm<CardFormValues>({
    initialValues: EMPTY_CARD,
    validate: (values) => validateCard(values),
    // A message stays until the next try, as Stripe's does.
    clearInputErrorOnChange: false,
  });
  const numberInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      collect: async () => (form.validate().hasErrors ? null : toSaveCardRequest(form.getValues())),
      restart: () => {
        form.setFieldValue('number', '');
        form.clearErrors();
        numberInput.current?.focus();
      },
    }),
    [form],
  );
  return (
    <CardFields
      values={form.values}
      errors={form.errors}
      onChange={form.setValues}
      disabled={disabled}
      numberRef={numberInput}
    />
  );
}
