import { useState } from 'react';
import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { FIND_COACH_MESSAGES } from '@oola/domain';
import { getSession } from '../../../lib/session';
import { useCoachQuestions, useSaveCoachAssessment } from './api';
import classes from './find-coach.module.css';
import { canGoNext, completeDetails, savedAnswers, type Answers } from './questionnaire';
import { ErrorNotice, Loading } from './status';

/**
 * Way 2, step 1: the matching questionnaire, one question at a time. NEXT waits for an answer;
 * the last question saves every answer, then the modal shows the picks.
 */
export function WayQuestions({ onBack, onSaved }: { onBack: () => void; onSaved: () => void }) {
  const questions = useCoachQuestions(true);
  const save = useSaveCoachAssessment();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (questions.isError) return <ErrorNotice message={questions.error.message} />;
  const list = questions.data;
  if (!list) return <Loading />;
  const chosen = answers ?? savedAnswers(list);
  const question = list[index]!;
  const last = index === list.length - 1;

  const next = () => {
    if (!last) return setIndex(index + 1);
    const details = completeDetails(list, chosen);
    if (!details) return setError(FIND_COACH_MESSAGES.answerAll);
    setError(null);
    save.mutate(
      { userId: getSession()?.userId ?? 0, details },
      { onSuccess: onSaved, onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fz="sm" fw={700} c="dimmed" tt="uppercase">
          Question {index + 1} of {list.length}
        </Text>
        <Progress value={((index + 1) / list.length) * 100} radius="xl" size="sm" aria-hidden />
      </Stack>
      <Radio.Group
        key={question.id}
        label={question.text}
        value={chosen[question.id] ? String(chosen[question.id]) : null}
        onChange={(value) => setAnswers({ ...chosen, [question.id]: Number(value) })}
        styles={{ label: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 12 } }}
      >
        <Stack gap="xs">
          {question.options.map((option) => (
            <Radio.Card key={option.id} value={String(option.id)} radius="md" p="md" className={classes.option}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Text fw={600} lh={1.35}>
                  {option.text}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {error && <ErrorNotice message={error} />}
      <Group justify="space-between">
        <Button variant="default" onClick={() => (index === 0 ? onBack() : setIndex(index - 1))}>
          BACK
        </Button>
        <Button onClick={next} disabled={!canGoNext(list, index, chosen)} loading={save.isPending}>
          {last ? 'SAVE MY ANSWERS' : 'NEXT'}
        </Button>
      </Group>
    </Stack>
  );
}
