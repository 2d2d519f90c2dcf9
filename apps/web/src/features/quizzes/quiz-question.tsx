import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { QuizQuestions } from '@oola/domain';
import { QuestionHeading } from '../../ui/question-heading';
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
  const last = number === count;
  return (
    <Stack gap="md">
      <QuestionHeading
        questionId={question.id}
        number={number}
        count={count}
        text={question.text}
        order={3}
        size={{ base: 17, sm: 20 }}
      />
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
