import { Suspense, type ComponentProps, useEffect, useRef, useState } from 'react';
import { Box, Button, Center, Container, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { STRESS_ASSESSMENT, type StressQuestionnaire, type StressResult } from '@oola/domain';
import { lazyPage } from '../../../ui/lazy-page';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useSaveStressResponse, useStressQuestionnaire } from '../api';
import { useAmbassadorsName } from '../free-test/free-test-page';
import classes from '../free-tests.module.css';
import { RichText } from '../rich-text';
import { ScorePicker } from '../score-picker';
import type { StressInfoForm as LoadedStressInfoForm } from './stress-info-form';
import type { StressReport as LoadedStressReport } from './stress-report';

const ACCENT = '#1f3a68';
// The form (with the lead schema's zod) and the report come after the last question: they load near the
// end of the assessment, not with its first screen (decision 094).
const StressInfoForm = lazyPage<ComponentProps<typeof LoadedStressInfoForm>>(() =>
  import('./stress-info-form').then((module) => ({ default: module.StressInfoForm })),
);
const StressReport = lazyPage<ComponentProps<typeof LoadedStressReport>>(() =>
  import('./stress-report').then((module) => ({ default: module.StressReport })),
);
/** How many questions before the form its code starts loading. */
const PRELOAD_AHEAD = 3;

function Loading() {
  return (
    <Center mih={300}>
      <Loader color="white" />
    </Center>
  );
}

/** The Mind and Body Wellness (stress) assessment. */
export default function StressPage() {
  usePageMeta(
    'Mind & Body Wellness Assessment',
    'Fourteen questions, two minutes: get your free personal Stress Report.',
  );
  const { data } = useStressQuestionnaire();
  return (
    <Box className={classes.hero} pb={120}>
      <Container size="sm">{data ? <StressAssessment questionnaire={data} /> : <Loading />}</Container>
    </Box>
  );
}

function StressAssessment({ questionnaire }: { questionnaire: StressQuestionnaire }) {
  const ambassadorsName = useAmbassadorsName();
  const { questions } = questionnaire;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [locked, setLocked] = useState(false);
  const [outcome, setOutcome] = useState<{ result: StressResult; firstName: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const save = useSaveStressResponse();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const nearForm = index >= questions.length - PRELOAD_AHEAD;
  useEffect(() => {
    if (nearForm) void StressInfoForm.preload().catch(() => undefined);
  }, [nearForm]);

  if (outcome)
    return (
      <Suspense fallback={<Loading />}>
        <StressReport result={outcome.result} firstName={outcome.firstName} />
      </Suspense>
    );

  const formIndex = questions.length;
  const question = questions[index];
  const isLast = index === formIndex - 1;

  const pick = (score: number) => {
    if (locked || !question) return;
    setAnswers((current) => ({ ...current, [question.id]: score }));
    setLocked(true);
    const from = index;
    timer.current = window.setTimeout(() => {
      setLocked(false);
      if (from < formIndex - 1) setIndex(from + 1);
    }, STRESS_ASSESSMENT.answerLockMs);
  };

  return (
    <Stack gap="lg">
      <RichText html={questionnaire.title} className={classes.richText} ta="center" c="white" />
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} shadow="lg" className={classes.card}>
        {question ? (
          <Stack gap="lg">
            <Group justify="space-between">
              <Text size="sm" fw={700} c="dimmed" tt="uppercase" lts={1}>
                {question.title}
              </Text>
              <Text size="sm" fw={600} c="dimmed">
                {index + 1} / {questions.length}
              </Text>
            </Group>
            <Progress
              value={((index + (answers[question.id] ? 1 : 0)) / questions.length) * 100}
              color={ACCENT}
              size="sm"
              aria-label="Assessment progress"
            />
            <Title order={2} fz={{ base: 22, sm: 26 }} fw={700} lh={1.3}>
              {question.text}
            </Title>
            <ScorePicker
              key={question.id}
              value={answers[question.id]}
              onPick={pick}
              color={ACCENT}
              disabled={locked}
              lowLabel="Never"
              highLabel="All the time"
            />
            <Group justify="space-between">
              {index === 0 ? (
                <span />
              ) : (
                <Button variant="subtle" color="gray" disabled={locked} onClick={() => setIndex(index - 1)}>
                  Previous
                </Button>
              )}
              <Button disabled={locked || !answers[question.id]} onClick={() => setIndex(index + 1)}>
                {isLast ? 'COMPLETE' : 'Next'}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Suspense
            fallback={
              <Center mih={300}>
                <Loader />
              </Center>
            }
          >
            <StressInfoForm
              congratsMessage={questionnaire.congratsMessage}
              ambassadorsName={ambassadorsName}
              submitting={save.isPending}
              onBack={() => setIndex(formIndex - 1)}
              onSubmit={(lead) => {
                void StressReport.preload().catch(() => undefined);
                save.mutate(
                  { user: lead, questions: questions.map((q) => ({ questionId: q.id, score: answers[q.id]! })) },
                  {
                    onSuccess: (result) => setOutcome({ result, firstName: lead.firstName }),
                    onError: (error) => console.error('Stress assessment could not be saved', error),
                  },
                );
              }}
            />
          </Suspense>
        )}
      </Paper>
    </Stack>
  );
}
