import { useState } from 'react';
import { Box, Button, Center, Flex, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ASSESSMENT, type AssessmentQuestions } from '@oola/domain';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { currentStepKey } from '../../../lib/current-step';
import { getSession, updateSession } from '../../../lib/session';
import { showErrorDialog } from '../../../lib/shell-events';
import { IntroVideo } from '../../../ui/intro-video';
import { JOURNEY_VIDEOS } from '../../../ui/journey-videos';
import { useAssessmentQuestions, useScorePartialSave } from '../api';
import { AreaNav } from './area-nav';
import { AreaSummary } from './area-summary';
import { FinalWheel } from './final-wheel';
import { QuestionCard } from './question-card';
import { useStepOneState } from './step-one-state';

export const SCORE_VALIDATION_MESSAGE = 'Error when trying save the questions, please verify the questions';
export const SAVE_FAILED_TITLE = 'Error connection';

const VIDEO_FOR_MODE = {
  stepOne: JOURNEY_VIDEOS.stepOne,
  midYear: JOURNEY_VIDEOS.midYearReview,
  levelTwo: JOURNEY_VIDEOS.levelTwo,
} as const;

export interface StepOneProps {
  /** midYear: 'QUESTION n/70' header and DASHBOARD at the end. */
  mode: 'stepOne' | 'midYear' | 'levelTwo';
  finishLabel: string;
  onFinish: () => void;
}

/** Step 1 (also the mid-year review and level 2's assessment): video, 70 questions, summaries, wheel. */
export function StepOne(props: StepOneProps) {
  const questions = useAssessmentQuestions(0);
  if (!questions.data) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  return <StepOneFlow {...props} data={questions.data} />;
}

function StepOneFlow({ mode, finishLabel, onFinish, data }: StepOneProps & { data: AssessmentQuestions }) {
  const { state, choose, next, previous, goToArea, setPhase, areaSaved, nextArea } = useStepOneState(data);
  const [assessmentId, setAssessmentId] = useState(data.assessmentId);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [connectionError, setConnectionError] = useState(false);
  const save = useScorePartialSave();
  const queryClient = useQueryClient();
  const session = getSession();

  const sumOf = (index: number) => data.areas[index]!.questions.reduce((acc, q) => acc + (state.scores[q.id] ?? 0), 0);
  const answered = Object.keys(state.scores).length;
  const answeredIn = (index: number) => data.areas[index]!.questions.filter((q) => state.scores[q.id]).length;

  const saveArea = (scores: Record<number, number>) => {
    const area = data.areas[state.area]!;
    const missing = area.questions
      .map((q, index) => ({ q, number: mode === 'midYear' ? state.area * 10 + index + 1 : index + 1 }))
      .filter(({ q }) => !scores[q.id]);
    if (missing.length > 0) {
      setInvalid(`${SCORE_VALIDATION_MESSAGE} ${missing.map((m) => m.number).join(', ')}`);
      return;
    }
    setInvalid(null);
    save.mutate(
      {
        userId: session!.userId,
        assessmentId,
        assessmentTypeId: data.assessmentTypeId,
        scores: area.questions.map((q) => ({ questionId: q.id, score: scores[q.id]! })),
      },
      {
        onSuccess: async (result) => {
          setAssessmentId(result.assessmentId);
          areaSaved();
          if (result.completed) {
            updateSession({ userStepId: result.userStepId });
            await queryClient.invalidateQueries({ queryKey: currentStepKey(session!.userId) });
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) showErrorDialog(error.message);
          else setConnectionError(true);
        },
      },
    );
  };

  const area = data.areas[Math.min(state.area, ASSESSMENT.areas - 1)]!;
  const isLastQuestion = state.question === ASSESSMENT.questionsPerArea - 1;
  const onChoose = (score: number) => {
    const question = area.questions[state.question]!;
    choose(question.id, score);
    if (isLastQuestion) saveArea({ ...state.scores, [question.id]: score });
  };
  const onNext = () => (isLastQuestion ? saveArea(state.scores) : next());
  const number = state.area * ASSESSMENT.questionsPerArea + state.question + 1;
  const counter =
    mode === 'midYear' ? `QUESTION ${number}/${ASSESSMENT.questions}` : `QUESTION ${state.question + 1}/10`;

  if (state.phase === 'video') {
    return (
      <IntroVideo
        {...VIDEO_FOR_MODE[mode]}
        title={mode === 'stepOne' ? 'Step 1: Where you are now' : 'Measure your life again'}
        subtitle="Score 10 statements in each of the 7 areas of life, from 1 (not true at all) to 10 (completely true)."
        onNext={() => setPhase('questions')}
      />
    );
  }
  if (state.phase === 'final') {
    const sums = new Map(data.areas.map((a, index) => [a.areaId, sumOf(index)]));
    return <FinalWheel sums={sums} finishLabel={finishLabel} onFinish={onFinish} retest={mode !== 'stepOne'} />;
  }
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      gap={{ base: 'sm', md: 'xl' }}
    >
      <Box w={{ base: '100%', md: 200 }}>
        <AreaNav
          areas={data.areas}
          current={state.area}
          lastReached={state.lastReached}
          answeredIn={answeredIn}
          onSelect={goToArea}
        />
      </Box>
      <Stack flex={1} miw={0} w={{ base: '100%', md: 'auto' }}>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={(answered / ASSESSMENT.questions) * 100}
            flex={1}
            size="sm"
            radius="xl"
            color={area.color}
            aria-label="Questions answered"
          />
          <Text size="xs" fw={700} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {answered}/{ASSESSMENT.questions} ANSWERED
          </Text>
        </Group>
        {state.phase === 'summary' ? (
          <AreaSummary
            area={area}
            sum={sumOf(state.area)}
            isLast={state.area === ASSESSMENT.areas - 1}
            onContinue={nextArea}
          />
        ) : (
          <QuestionCard
            area={area}
            questionIndex={state.question}
            counter={counter}
            score={state.scores[area.questions[state.question]!.id] ?? 0}
            validationError={invalid}
            saving={save.isPending}
            canGoBack={state.area > 0 || state.question > 0}
            onChoose={onChoose}
            onPrevious={previous}
            onNext={onNext}
          />
        )}
      </Stack>
      <Modal opened={connectionError} onClose={() => setConnectionError(false)} title={SAVE_FAILED_TITLE} centered>
        <Stack>
          <Text>{NETWORK_ERROR_MESSAGE}</Text>
          <Button onClick={() => setConnectionError(false)}>OK</Button>
        </Stack>
      </Modal>
    </Flex>
  );
}
