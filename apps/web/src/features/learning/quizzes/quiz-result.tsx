import { Button, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import type { QuizResult as Result } from '@oola/domain';

export interface QuizResultProps {
  result: Result;
  /** A button's value: retry, continue or close. */
  onButton: (value: string) => void;
}

/** The result screen: the server's title, subtitle, score and message, and up to three of its buttons. */
export function QuizResult({ result, onButton }: QuizResultProps) {
  const buttons = [result.buttonOne, result.buttonTwo, result.buttonThree].filter((button) => button.displayButton);
  return (
    <Stack align="center" ta="center" gap="sm" py="sm" data-testid="quiz-result" data-passed={result.passed}>
      <RingProgress
        size={132}
        thickness={12}
        roundCaps
        sections={[{ value: result.score, color: result.passed ? 'area1.6' : 'area3.6' }]}
        label={
          <Text ta="center" fw={800} fz={28} c="brand.8" data-testid="quiz-score">
            {result.score}%
          </Text>
        }
      />
      <Title order={3} fz={{ base: 22, sm: 26 }} c="brand.8">
        {result.title}
      </Title>
      <Text fw={700} c="brand.7">
        {result.subTitle}
      </Text>
      <Text c="dimmed" maw={440}>
        {result.message}
      </Text>
      <Group justify="center" mt="sm">
        {buttons.map((button, place) => (
          <Button
            key={button.value}
            variant={place === 0 ? 'filled' : 'default'}
            color={place === 0 ? 'area5.7' : undefined}
            onClick={() => onButton(button.value)}
          >
            {button.text}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
