import { Suspense, type ComponentProps, useEffect, useMemo, useState } from 'react';
import { Anchor, Box, Center, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import type { FreeTestResult } from '@oola/domain';
import { lazyPage } from '../../../ui/lazy-page';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useFreeTestQuestions, useSaveFreeTest } from '../api';
import classes from '../free-tests.module.css';
import { AreaChips, AreaList } from './area-list';
import { QuestionCard } from './question-card';
import { useFreeTestProgress } from './use-free-test-progress';
import type { ResultsForm as LoadedResultsForm } from './results-form';
import type { ResultsView as LoadedResultsView } from './results-view';

// The form (with the lead schema's zod) and the wheel (with d3-shape and DOMPurify) come after the last
// question: they load near the end of the test, not with its first screen (decision 094).
const ResultsForm = lazyPage<ComponentProps<typeof LoadedResultsForm>>(() =>
  import('./results-form').then((module) => ({ default: module.ResultsForm })),
);
const ResultsView = lazyPage<ComponentProps<typeof LoadedResultsView>>(() =>
  import('./results-view').then((module) => ({ default: module.ResultsView })),
);
/** How many questions before the form its code starts loading. */
const PRELOAD_AHEAD = 3;

function LoadingCard() {
  return (
    <Paper radius="lg" p="xl" shadow="md">
      <Center mih={240}>
        <Loader />
      </Center>
    </Paper>
  );
}

/** The ambassador from /FreeTest/{AmbassadorsName} or ?ref=. */
export function useAmbassadorsName(): string | null {
  const { ambassadorsName } = useParams();
  const [search] = useSearchParams();
  return ambassadorsName ?? search.get('ref') ?? search.get('ambassador') ?? null;
}

/** The Free Life Balance Test. */
export default function FreeTestPage() {
  usePageMeta(
    'Free Life Balance Test',
    'Score the seven areas of your life in two minutes and get your free life wheel with personal recommendations.',
  );
  const { data: areas } = useFreeTestQuestions();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 28, sm: 40 }} lts={1}>
            FREE LIFE BALANCE TEST
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} mt="xs" maw={640} opacity={0.9}>
            Twenty-one quick questions across the seven areas of life. Score each one from 1 to 10, then see your life
            wheel.
          </Text>
        </Container>
      </Box>
      <Container size="lg" className={classes.body}>
        {areas ? <FreeTest areas={areas} /> : <LoadingCard />}
      </Container>
    </>
  );
}

function FreeTest({ areas }: { areas: NonNullable<ReturnType<typeof useFreeTestQuestions>['data']> }) {
  const ambassadorsName = useAmbassadorsName();
  const questions = useMemo(
    () =>
      areas.flatMap((area, areaIndex) =>
        area.questions.map((question, questionIndex) => ({ ...question, areaIndex, questionIndex })),
      ),
    [areas],
  );
  const { progress, locked, pick, goTo, clear, formIndex } = useFreeTestProgress(questions.map((q) => q.id));
  const save = useSaveFreeTest();
  const [outcome, setOutcome] = useState<{ result: FreeTestResult; firstName: string } | null>(null);
  const perArea = areas[0]?.questions.length ?? 3;
  const nearForm = progress.index >= questions.length - PRELOAD_AHEAD;
  useEffect(() => {
    if (nearForm) void ResultsForm.preload().catch(() => undefined);
  }, [nearForm]);

  if (outcome)
    return (
      <Suspense fallback={<LoadingCard />}>
        <ResultsView result={outcome.result} firstName={outcome.firstName} />
      </Suspense>
    );

  const current = questions[progress.index];
  const activeArea = current ? current.areaIndex : -1;
  const unanswered = questions.filter((question) => progress.answers[question.id] === undefined);
  const stressLink = ambassadorsName
    ? `/stressAssessment?ref=${encodeURIComponent(ambassadorsName)}`
    : '/stressAssessment';

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Stack>
          <AreaList
            areas={areas}
            activeArea={activeArea}
            furthest={progress.furthest}
            answers={progress.answers}
            onSelect={(areaIndex) => goTo(areaIndex * perArea)}
          />
          <Paper radius="lg" p="md" bg="white" withBorder visibleFrom="sm">
            <Text fw={700}>Feeling stretched thin?</Text>
            <Text size="sm" c="dimmed" mt={4}>
              Take our free Mind &amp; Body Wellness assessment and get your personal Stress Report.
            </Text>
            <Anchor component={Link} to={stressLink} size="sm" fw={700} mt={8} display="inline-block">
              Check your stress →
            </Anchor>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack>
          <Paper radius="lg" p="xs" hiddenFrom="sm" shadow="sm">
            <AreaChips
              areas={areas}
              activeArea={activeArea}
              furthest={progress.furthest}
              onSelect={(i) => goTo(i * perArea)}
            />
          </Paper>
          {current ? (
            <QuestionCard
              key={current.id}
              area={areas[current.areaIndex]!}
              questionIndex={current.questionIndex}
              overallIndex={progress.index}
              total={questions.length}
              score={progress.answers[current.id]}
              locked={locked}
              onPick={pick}
              onPrevious={() => goTo(progress.index - 1)}
              onNext={() => goTo(progress.index + 1)}
            />
          ) : (
            <Suspense fallback={<LoadingCard />}>
              <ResultsForm
                ambassadorsName={ambassadorsName}
                unanswered={unanswered.length}
                submitting={save.isPending}
                onBack={() => goTo(formIndex - 1)}
                onGoToUnanswered={() => goTo(questions.findIndex((q) => q.id === unanswered[0]?.id))}
                onSubmit={(lead) => {
                  void ResultsView.preload().catch(() => undefined);
                  save.mutate(
                    {
                      user: lead,
                      scores: questions.map((q) => ({ questionId: q.id, score: progress.answers[q.id]! })),
                    },
                    {
                      onSuccess: (result) => {
                        clear();
                        setOutcome({ result, firstName: lead.firstName });
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      },
                    },
                  );
                }}
              />
            </Suspense>
          )}
          <Anchor component={Link} to={stressLink} size="sm" fw={700} ta="center" hiddenFrom="sm">
            Feeling stretched thin? Check your stress →
          </Anchor>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
