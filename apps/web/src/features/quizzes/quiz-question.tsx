import { useEffect, useId, useRef } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { QuizQuestions } from '@oola/domain';
import classes from './quiz-question.module.css';

export interface QuizQuestionProps {
  question: QuizQuestions['questions'][number];
  /** 1-based. */
  number: number;
  count: number;
  value: number | undefined;
  canGoNext: boolean;
  saving: boolean;
  /** 'Please Answer all the questions' or the save failure, under the options. */
  error: string | null;
  onChoose: (optionId: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
}

/** One question of a quiz: its options as cards, PREVIOUS, and NEXT (SUBMIT on the last one). */
export function QuizQuestion(props: QuizQuestionProps) {
  const { question, number, count, value } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new question takes the focus (after the first), so a screen reader reads it out.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [question.id]);
  const last = number === count;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fz="xs" fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }} data-testid="quiz-counter">
          QUESTION {number} OF {count}
        </Text>
        <Title
          ref={heading}
          id={headingId}
          order={3}
          fz={{ base: 17, sm: 20 }}
          c="brand.8"
          lh={1.35}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {question.text}
        </Title>
      </Stack>
      <Radio.Group
        value={value === undefined ? null : String(value)}
        onChange={(option) => props.onChoose(Number(option))}
      >
        <Stack gap="xs">
          {question.options.map((option) => (
            <Radio.Card key={option.id} value={String(option.id)} className={classes.option} radius="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator color="area5.6" mt={2} />
                <Text component="span" fz="sm" lh={1.45}>
                  {option.text}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {props.error && (
        <Alert color="red" variant="light" role="alert">
          {props.error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" disabled={number === 1} onClick={props.onPrevious}>
          PREVIOUS
        </Button>
        {last ? (
          <Button color="area5.7" loading={props.saving} onClick={props.onSave}>
            SUBMIT
          </Button>
        ) : (
          <Button disabled={!props.canGoNext} onClick={props.onNext}>
            NEXT
          </Button>
        )}
      </Group>
    </Stack>
  );
}
