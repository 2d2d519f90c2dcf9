import { useEffect, useReducer, useState } from 'react';
import { Box, Container, Group, Progress, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ELEARNING, type ElearningAssessment } from '@oola/domain';
import { PageLoader } from '../../../ui/page-loader';
import { useCreateElearningModules, useElearningAssessment, useSaveElearningAssessment } from '../api';
import { BackButton } from '../../../ui/back-button';
import { showCallError } from '../../../lib/show-error';
import { assessmentReducer, destinationAfter, initialAssessmentState } from './assessment-state';
import { Congratulations } from './congratulations';
import { QuestionCard } from './question-card';
import { QuestionTabs } from './question-tabs';

/** One question at a time; COMPLETE saves the sitting, starts the track it opens and congratulates. */
function AssessmentFlow({ assessment }: { assessment: ElearningAssessment }) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessmentState);
  const [finished, setFinished] = useState(false);
  const save = useSaveElearningAssessment();
  const create = useCreateElearningModules();
  const { questions, assessmentType } = assessment;
  const question = questions[state.index]!;
  const answered = Object.keys(state.answers).length;

  useEffect(() => {
    if (!state.advancing) return;
    const timer = setTimeout(() => dispatch({ type: 'go', index: state.index + 1 }), ELEARNING.answerAdvanceMs);
    return () => clearTimeout(timer);
  }, [state.advancing, state.index]);

  const complete = async () => {
    const details = questions.flatMap((item) => {
      const optionId = state.answers[item.id];
      return optionId ? [{ questionId: item.id, optionId }] : [];
    });
    try {
      await save.mutateAsync({ assessmentType, assesmentDetails: details });
      await create.mutateAsync(assessmentType);
      setFinished(true);
    } catch (error) {
      showCallError(error as Error);
    }
  };

  if (finished) {
    return (
      <Congratulations
        html={assessment.congratsMessage}
        onContinue={() => navigate(destinationAfter(assessmentType))}
      />
    );
  }
  const card = (
    <QuestionCard
      question={question}
      number={state.index + 1}
      count={questions.length}
      value={state.answers[question.id]}
      advancing={state.advancing}
      completing={save.isPending || create.isPending}
      onChoose={(optionId, byPointer) =>
        dispatch({
          type: 'choose',
          questionId: question.id,
          optionId,
          advance: byPointer && state.index < questions.length - 1,
        })
      }
      onPrevious={() => dispatch({ type: 'go', index: state.index - 1 })}
      onNext={() => dispatch({ type: 'go', index: state.index + 1 })}
      onComplete={() => void complete()}
    />
  );
  if (phone) {
    return (
      <QuestionTabs
        count={questions.length}
        index={state.index}
        reached={state.reached}
        onSelect={(index) => dispatch({ type: 'go', index })}
      >
        {card}
      </QuestionTabs>
    );
  }
  return (
    <>
      <Progress
        value={Math.round((answered / questions.length) * 100)}
        size="sm"
        radius="xl"
        aria-label={`${answered} of ${questions.length} questions answered`}
      />
      {card}
    </>
  );
}

/**
 * /assessment?AssessmentType=1 (Assessment One) and /assessmentMyPP?AssessmentType=2|3|4 (the path
 * assessments); another type sends the member to the dashboard.
 */
export default function AssessmentPage({ types }: { types: readonly number[] }) {
  const [params] = useSearchParams();
  const type = Number(params.get('AssessmentType') ?? types[0]);
  const valid = types.includes(type);
  const assessment = useElearningAssessment(valid ? type : 0);
  if (!valid || assessment.isError) return <Navigate to="/Dashboard" replace />;
  if (!assessment.data) return <PageLoader />;
  return (
    <Box bg="#f4f6fa" mih="calc(100vh - 68px)">
      <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Group>
            <BackButton label="BACK TO DASHBOARD" />
          </Group>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="brand.8">
            {assessment.data.title}
          </Title>
          <AssessmentFlow assessment={assessment.data} />
        </Stack>
      </Container>
    </Box>
  );
}
