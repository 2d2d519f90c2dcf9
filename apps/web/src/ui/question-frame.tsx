import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

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
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new question takes the focus (after the first), so a screen reader reads it out.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [questionId]);
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
            {props.heading}
          </Title>
        </Stack>
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
