import { Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { textOn } from '../../lib/contrast';
import classes from './free-tests.module.css';

interface ScorePickerProps {
  value: number | undefined;
  onPick: (score: number) => void;
  color: string;
  disabled?: boolean;
  lowLabel: string;
  highLabel: string;
}

const SCORES = Array.from({ length: 10 }, (_, index) => index + 1);

/** Ten round buttons, 1 to 10; the chosen one is filled with the area colour. */
export function ScorePicker({ value, onPick, color, disabled, lowLabel, highLabel }: ScorePickerProps) {
  const colors = { '--score-color': color, '--score-ink': textOn(color) } as React.CSSProperties;
  return (
    <div>
      <SimpleGrid cols={{ base: 5, xs: 10 }} spacing={8} role="group" aria-label="Score from 1 to 10">
        {SCORES.map((score) => {
          const selected = value === score;
          return (
            <UnstyledButton
              key={score}
              className={classes.score}
              data-selected={selected || undefined}
              style={colors}
              aria-pressed={selected}
              aria-label={`Score ${score}`}
              disabled={disabled}
              onClick={() => onPick(score)}
            >
              {score}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed">
          1 · {lowLabel}
        </Text>
        <Text size="xs" c="dimmed">
          10 · {highLabel}
        </Text>
      </Group>
    </div>
  );
}
