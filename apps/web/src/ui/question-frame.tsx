import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { QuestionHeading } from './question-heading';

export interface QuestionFrameProps {
  /** Changes with the question: the new one's heading then takes the focus. */
  questionId: number;
  /** This question's place, from 1, and how many there are. */
  number: number;
  count: number;
  /** The question as its heading (h2), whose id names the answer's group. */
  heading: ReactNode;
  headingId: string;
  /** The colour of the card's top edge, a CSS value. */
  accent: string;
  /** NEXT and COMPLETE wait for an answer. */
  answered: boolean;
  completing: boolean;
  /** A choice is moving on by itself: clicks wait. */
  busy?: boolean;
  /** Under the buttons: what the member still has to do. */
  hint?: ReactNode;
  testId?: string;
  /** The answer's controls. */
  children: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

/** One question of an assessment in a card: QUESTION n OF m, the question, its answer, PREVIOUS and NEXT or COMPLETE. */
export function QuestionFrame(props: QuestionFrameProps) {
  const { questionId, number, count, headingId, answered, busy = false } = props;
  const last = number === count;
  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      aria-busy={busy}
      data-testid={props.testId}
      style={{ borderTop: `6px solid ${props.accent}`, pointerEvents: busy ? 'none' : undefined }}
    >
      <Stack gap="lg">
        <QuestionHeading
          questionId={questionId}
          number={number}
          count={count}
          text={props.heading}
          id={headingId}
          order={2}
          size={{ base: 20, sm: 24 }}
        />
        {props.children}
        <Stack gap={6}>
          <Group justify="space-between">
            <Button variant="default" disabled={number === 1} onClick={props.onPrevious}>
              PREVIOUS
            </Button>
            {last ? (
              <Button color="area5.7" disabled={!answered} loading={props.completing} onClick={props.onComplete}>
                COMPLETE
              </Button>
            ) : (
              <Button disabled={!answered} onClick={props.onNext}>
                NEXT
              </Button>
            )}
          </Group>
          {props.hint !== undefined && (
            <Text fz="xs" c="dimmed" ta="right" aria-live="polite" mih={18}>
              {props.hint}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
