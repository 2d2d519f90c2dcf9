import { useEffect, useRef } from 'react';
import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { SafeHtml } from '../../../ui/safe-html';
import { ChoiceOptions } from './choice-options';
import { kindOf, type CourseAssessmentState, type CourseQuestion, type SubQuestion } from './assessment-state';
import { NumberInputs } from './number-inputs';

const HINT = {
  single: 'Choose an answer to go on.',
  multiple: 'Choose one or more answers to go on.',
  numbers: 'Fill in every number to go on.',
} as const;

export interface QuestionStepProps {
  question: CourseQuestion;
  number: number;
  count: number;
  state: CourseAssessmentState;
  answered: boolean;
  completing: boolean;
  onChoose: (optionId: number) => void;
  onType: (subQuestion: SubQuestion, value: number | string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

/** One question of a course assessment, its answer, PREVIOUS and NEXT (COMPLETE on the last one). */
export function QuestionStep(props: QuestionStepProps) {
  const { question, number, count, state, answered } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new question takes the focus (after the first), so a screen reader reads it out.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [question.id]);
  const kind = kindOf(question);
  const headingId = `course-question-${question.id}`;
  const last = number === count;
  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderTop: '6px solid var(--mantine-color-area1-6)' }}
      data-testid="course-question"
      data-kind={kind}
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
            <SafeHtml inline html={question.text} />
          </Title>
        </Stack>
        {question.imageUrl && <Image src={question.imageUrl} alt="" radius="md" mah={240} fit="contain" />}
        {kind === 'numbers' ? (
          <NumberInputs question={question} numbers={state.numbers} onType={props.onType} />
        ) : (
          <ChoiceOptions
            question={question}
            multiple={kind === 'multiple'}
            chosen={state.choices[question.id] ?? []}
            labelId={headingId}
            onChoose={props.onChoose}
          />
        )}
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
          <Text fz="xs" c="dimmed" ta="right" aria-live="polite" mih={18}>
            {answered ? '' : HINT[kind]}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
