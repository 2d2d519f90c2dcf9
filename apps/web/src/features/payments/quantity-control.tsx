import { ActionIcon, Group, Text } from '@mantine/core';
import { useId } from 'react';

export interface QuantityControlProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
}

/** A count with minus and plus: minus stops at 0, plus at max. */
export function QuantityControl({ label, value, onChange, max }: QuantityControlProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={700} mb={6}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap">
        <ActionIcon
          size="lg"
          radius="xl"
          variant="outline"
          aria-label="One session fewer"
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <span aria-hidden>−</span>
        </ActionIcon>
        <Text fz={28} fw={800} miw={48} ta="center" aria-live="polite" data-testid="quantity">
          {value}
        </Text>
        <ActionIcon
          size="lg"
          radius="xl"
          variant="outline"
          aria-label="One session more"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <span aria-hidden>+</span>
        </ActionIcon>
      </Group>
    </div>
  );
}
