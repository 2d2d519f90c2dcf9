import { Image } from '@mantine/core';
import { QuestionFrame } from '../../../../ui/question-frame';
import { SafeHtml } from '../../../../ui/safe-html';
import { ChoiceOptions } from '../../../../ui/choice-options';
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

/** One question of a course assessment with its answer: options (one or several) or numbers. */
export function QuestionStep({ question, state, answered, onChoose, onType, ...frame }: QuestionStepProps) {
  const kind = kindOf(question);
  const headingId = `course-question-${question.id}`;
  return (
    <QuestionFrame
      {...frame}
      questionId={question.id}
      heading={<SafeHtml inline html={question.text} />}
      headingId={headingId}
      accent="var(--mantine-color-area1-6)"
      answered={answered}
      hint={answered ? '' : HINT[kind]}
      testId="course-question"
    >
      {question.imageUrl && <Image src={question.imageUrl} alt="" radius="md" mah={240} fit="contain" />}
      {kind === 'numbers' ? (
        <NumberInputs question={question} numbers={state.numbers} onType={onType} />
      ) : (
        <ChoiceOptions
          question={question}
          multiple={kind === 'multiple'}
          chosen={state.choices[question.id] ?? []}
          labelId={headingId}
          onChoose={onChoose}
        />
      )}
    </QuestionFrame>
  );
}
