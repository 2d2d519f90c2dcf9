import type { Ref } from 'react';
import { Badge, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CARD_BRAND_NAMES, cardBrand, cardDigits, cvcLength, formatCardNumber, formatExpiry } from '@oola/domain';
import type { CardErrors, CardFormValues } from './card-validation';

export interface CardFieldsProps {
  values: CardFormValues;
  errors: CardErrors;
  onChange: (values: CardFormValues) => void;
  disabled?: boolean;
  numberRef?: Ref<HTMLInputElement>;
}

/** Our own card form (the sandbox's): number grouped as printed with its brand, expiry MM/YY, CVC. */
export function CardFields({ values, errors, onChange, disabled, numberRef }: CardFieldsProps) {
  const digits = cardDigits(values.number);
  const brand = cardBrand(digits);
  const set = (patch: Partial<CardFormValues>) => onChange({ ...values, ...patch });
  return (
    <Stack gap="sm" data-testid="card-form">
      <TextInput
        ref={numberRef}
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        error={errors.number}
        disabled={disabled}
        onChange={(event) => set({ number: formatCardNumber(event.currentTarget.value) })}
        rightSectionWidth={brand === 'unknown' ? 0 : 140}
        rightSection={
          brand === 'unknown' ? null : (
            <Group justify="flex-end" w="100%" pr="xs">
              <Badge variant="light" color="brand" data-testid="card-brand">
                {CARD_BRAND_NAMES[brand]}
              </Badge>
            </Group>
          )
        }
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={values.expiry}
          error={errors.expiry}
          disabled={disabled}
          onChange={(event) => set({ expiry: formatExpiry(event.currentTarget.value) })}
        />
        <TextInput
          label="CVC"
          placeholder={brand === 'amex' ? '1234' : '123'}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={values.cvc}
          error={errors.cvc}
          disabled={disabled}
          onChange={(event) => set({ cvc: cardDigits(event.currentTarget.value).slice(0, cvcLength(brand)) })}
        />
      </SimpleGrid>
    </Stack>
  );
}
