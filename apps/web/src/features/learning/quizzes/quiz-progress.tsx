import { Group, Slider, Text } from '@mantine/core';

export interface QuizProgressProps {
  /** The question shown (0-based). */
  index: number;
  count: number;
  /** Moves to a question already reached (the slider never goes further). */
  onGo: (index: number) => void;
}

/** The progress slider: where the member is in the quiz; dragging it goes back to a question already reached. */
export function QuizProgress({ index, count, onGo }: QuizProgressProps) {
  return (
    <Group gap="md" wrap="nowrap" data-testid="quiz-progress">
      <Slider
        flex={1}
        min={1}
        max={count}
        step={1}
        value={index + 1}
        onChange={(value) => onGo(value - 1)}
        marks={Array.from({ length: count }, (_, place) => ({ value: place + 1 }))}
        label={null}
        color="area5.6"
        size="sm"
        thumbLabel={`Question ${index + 1} of ${count}`}
      />
      <Text fz="xs" fw={800} c="brand.8" miw={40} ta="right">
        {index + 1}/{count}
      </Text>
    </Group>
  );
}
