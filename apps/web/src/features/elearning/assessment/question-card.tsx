import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OptionScale } from './option-scale';

export interface QuestionCardProps {
  question: { id: number; text: string; options: { id: number; text: string }[] };
  number: number;
  count: number;
  value: number | undefined;
  /** A choice is moving on to the next question: clicks wait. */
  advancing: boolean;
  completing: boolean;
  onChoose: (optionId: number, byPointer: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

/** One question with its answer slider, PREVIOUS and NEXT (COMPLETE on the last one). */
export function QuestionCard(props: QuestionCardProps) {
  const { question, number, count, value, advancing } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new question takes the focus (after the first), so a screen reader reads it out.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [question.id]);
  const last = number === count;
  const headingId = `question-${question.id}-text`;
  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      aria-busy={advancing}
      style={{ borderTop: '6px solid var(--mantine-color-brand-5)', pointerEvents: advancing ? 'none' : undefined }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text fz="xs" fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }} data-testid="question-counter">
            QUESTION {number} OF {count}
          </Text>
          <Title
            ref={heading}
            id={headingId}
            order={2}
            fz={{ base: 20, sm: 24 }}
            c="brand.8"
            lh={1.3}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {question.text}
          </Title>
        </Stack>
        <OptionScale
          questionId={question.id}
          options={question.options}
          value={value}
          labelledBy={headingId}
          onChoose={props.onChoose}
        />
        <Group justify="space-between">
          <Button variant="default" disabled={number === 1} onClick={props.onPrevious}>
            PREVIOUS
          </Button>
          {last ? (
            <Button
              color="area5.7"
              disabled={value === undefined}
              loading={props.completing}
              onClick={props.onComplete}
            >
              COMPLETE
            </Button>
          ) : (
            <Button disabled={value === undefined} onClick={props.onNext}>
              NEXT
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
