import { Button, Group, Paper, Stack } from '@mantine/core';
import { QuestionHeading } from '../../../ui/question-heading';
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
        <QuestionHeading
          questionId={question.id}
          number={number}
          count={count}
          text={question.text}
          id={headingId}
          order={2}
          size={{ base: 20, sm: 24 }}
        />
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
