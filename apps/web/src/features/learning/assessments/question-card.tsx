import { QuestionFrame } from '../../../ui/question-frame';
import { OptionScale } from './option-scale';

export interface QuestionCardProps {
  question: { id: number; text: string; options: { id: number; text: string }[] };
  number: number;
  count: number;
  value: number | undefined;
  /** A choice is moving on to the next question: clicks wait. */
  advancing: boolean;
  completing: boolean;
  onChoose: (optionId: number, byPointer: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

/** One question with its answer slider, PREVIOUS and NEXT (COMPLETE on the last one). */
export function QuestionCard(props: QuestionCardProps) {
  const { question, value } = props;
  const headingId = `question-${question.id}-text`;
  return (
    <QuestionFrame
      questionId={question.id}
      number={props.number}
      count={props.count}
      heading={question.text}
      headingId={headingId}
      accent="var(--mantine-color-brand-5)"
      answered={value !== undefined}
      completing={props.completing}
      busy={props.advancing}
      onPrevious={props.onPrevious}
      onNext={props.onNext}
      onComplete={props.onComplete}
    >
      <OptionScale
        questionId={question.id}
        options={question.options}
        value={value}
        labelledBy={headingId}
        onChoose={props.onChoose}
      />
    </QuestionFrame>
  );
}
