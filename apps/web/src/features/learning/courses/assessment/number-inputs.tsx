import { NumberInput, Stack } from '@mantine/core';
import type { CourseQuestion, SubQuestion, TypedNumber } from './assessment-state';

export interface NumberInputsProps {
  question: CourseQuestion;
  numbers: Record<number, TypedNumber>;
  onType: (subQuestion: SubQuestion, value: number | string) => void;
}

/**
 * A whole number per sub-question, kept within its range: above the maximum the input shows the
 * maximum at once, below the minimum it comes up to it when the input loses the focus.
 */
export function NumberInputs({ question, numbers, onType }: NumberInputsProps) {
  return (
    <Stack gap="md">
      {question.subQuestions.map((sub) => (
        <NumberInput
          key={sub.id}
          label={sub.text}
          description={`A whole number from ${sub.min} to ${sub.max}`}
          value={numbers[sub.id] ?? ''}
          min={sub.min}
          max={sub.max}
          clampBehavior="blur"
          allowDecimal={false}
          allowNegative={sub.min < 0}
          inputMode="numeric"
          size="md"
          maw={360}
          onChange={(value) => onType(sub, value)}
          styles={{ label: { fontWeight: 600, marginBottom: 2 } }}
        />
      ))}
    </Stack>
  );
}
