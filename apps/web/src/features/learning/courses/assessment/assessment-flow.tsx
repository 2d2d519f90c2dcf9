import { useReducer } from 'react';
import { Progress, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { CourseAssessmentQuestions } from '@oola/domain';
import { showCallError } from '../../../../lib/show-error';
import { useSaveCourseAssessment } from '../api';
import { courseAssessmentReducer, detailsOf, initialCourseAssessmentState, isAnswered } from './assessment-state';
import { QuestionStep } from './question-step';

/** The questions one at a time; COMPLETE saves the answers and opens the course's welcome page. */
export function AssessmentFlow({ assessment }: { assessment: CourseAssessmentQuestions }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(courseAssessmentReducer, initialCourseAssessmentState);
  const save = useSaveCourseAssessment();
  const { questions, courseId } = assessment;
  const question = questions[state.index]!;
  const answered = questions.filter((item) => isAnswered(item, state)).length;
  const complete = () =>
    save.mutate(
      { courseId, details: detailsOf(questions, state) },
      { onSuccess: () => navigate(`/NewModuleWelcome?courseId=${courseId}`), onError: showCallError },
    );
  return (
    <Stack gap="md">
      <Progress
        value={Math.round((answered / questions.length) * 100)}
        size="sm"
        radius="xl"
        color="area1.6"
        aria-label={`${answered} of ${questions.length} questions answered`}
      />
      <QuestionStep
        question={question}
        number={state.index + 1}
        count={questions.length}
        state={state}
        answered={isAnswered(question, state)}
        completing={save.isPending}
        onChoose={(optionId) => dispatch({ type: 'choose', question, optionId })}
        onType={(subQuestion, value) => dispatch({ type: 'type', subQuestion, value })}
        onPrevious={() => dispatch({ type: 'go', index: state.index - 1 })}
        onNext={() => dispatch({ type: 'go', index: state.index + 1 })}
        onComplete={complete}
      />
    </Stack>
  );
}
