import { useId } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { QuizQuestions } from '@oola/domain';
import { ChoiceOptions } from '../../../ui/choice-options';
import { QuestionHeading } from '../../../ui/question-heading';

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
  const last = number === count;
  return (
    <Stack gap="md">
      <QuestionHeading
        questionId={question.id}
        number={number}
        count={count}
        text={question.text}
        id={headingId}
        order={3}
        size={{ base: 17, sm: 20 }}
      />
      <ChoiceOptions
        question={question}
        multiple={false}
        chosen={value === undefined ? [] : [value]}
        labelId={headingId}
        onChoose={props.onChoose}
      />
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
