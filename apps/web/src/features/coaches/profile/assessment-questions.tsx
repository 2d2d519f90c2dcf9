import { Radio, Stack, Text } from '@mantine/core';
import type { CoachAssessment } from '@oola/domain';

export type AssessmentAnswers = Record<number, number>;

/** The saved answers of the coaching assessment, by question id. */
export const savedAnswers = (assessment: CoachAssessment): AssessmentAnswers =>
  Object.fromEntries(
    assessment.questions.flatMap((question) =>
      question.options.filter((option) => option.selected).map((option) => [question.id, option.id]),
    ),
  );

export const allAnswered = (assessment: CoachAssessment, answers: AssessmentAnswers) =>
  assessment.questions.every((question) => answers[question.id] !== undefined);

export const answerDetails = (answers: AssessmentAnswers) =>
  Object.entries(answers).map(([questionId, optionId]) => ({ questionId: Number(questionId), optionId }));

/** The coaching assessment's questions, one radio group each. */
export function AssessmentQuestions({
  assessment,
  answers,
  onChange,
}: {
  assessment: CoachAssessment;
  answers: AssessmentAnswers;
  onChange: (answers: AssessmentAnswers) => void;
}) {
  return (
    <Stack gap="lg">
      {assessment.questions.map((question, index) => (
        <Radio.Group
          key={question.id}
          label={
            <Text component="span" fw={700}>
              {index + 1}. {question.text}
            </Text>
          }
          value={answers[question.id] ? String(answers[question.id]) : null}
          onChange={(value) => onChange({ ...answers, [question.id]: Number(value) })}
        >
          <Stack gap={8} mt="xs">
            {question.options.map((option) => (
              <Radio key={option.id} value={String(option.id)} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
    </Stack>
  );
}
