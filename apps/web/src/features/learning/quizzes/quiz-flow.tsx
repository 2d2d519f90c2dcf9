import { useEffect, useReducer, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { QUIZ_BUTTON_VALUES, type QuizQuestions, type QuizResult as Result } from '@oola/domain';
import { useSaveQuizResults } from './api';
import { QuizProgress } from './quiz-progress';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';
import {
  canGoNext,
  initialQuizState,
  QUIZ_DELAYS,
  QUIZ_TEXT,
  quizAnswers,
  quizReducer,
  showsProgressSlider,
} from './quiz-state';

export interface QuizFlowProps {
  quiz: QuizQuestions;
  /** An attempt passed: the module may be completed now. */
  onPassed: () => void;
  /** CLOSE, and CONTINUE after a pass. */
  onClose: () => void;
}

type Phase = 'questions' | 'scoring' | 'result' | 'restarting';

function Waiting({ text }: { text: string }) {
  return (
    <Stack align="center" gap="sm" py={48} role="status">
      <Loader color="area5.6" />
      <Text fw={700} c="brand.8">
        {text}
      </Text>
    </Stack>
  );
}

/** A quiz from the first question to its result; RETRY starts it over. */
export function QuizFlow({ quiz, onPassed, onClose }: QuizFlowProps) {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [phase, setPhase] = useState<Phase>('questions');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveQuizResults();
  const { questions } = quiz;
  const question = questions[state.index]!;

  // The spec's transitions: the result 1-2 s after the answers are scored, and a retry after a pause.
  useEffect(() => {
    if (phase === 'scoring' && result) {
      const timer = setTimeout(() => setPhase('result'), QUIZ_DELAYS.resultMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'restarting') {
      const timer = setTimeout(() => {
        dispatch({ type: 'restart' });
        setResult(null);
        setPhase('questions');
      }, QUIZ_DELAYS.retryMs);
      return () => clearTimeout(timer);
    }
  }, [phase, result]);

  const submit = () => {
    const answers = quizAnswers(state, questions);
    if (!answers) {
      setError(QUIZ_TEXT.answerAll);
      return;
    }
    setError(null);
    setPhase('scoring');
    save.mutate(
      { quizId: quiz.quizId, answers },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.passed) onPassed();
        },
        onError: () => {
          setError(QUIZ_TEXT.saveFailed);
          setPhase('questions');
        },
      },
    );
  };
  const onButton = (value: string) => {
    if (value === QUIZ_BUTTON_VALUES.retry) setPhase('restarting');
    else onClose();
  };

  if (phase === 'scoring') return <Waiting text="Checking your answers…" />;
  if (phase === 'restarting') return <Waiting text="Starting the quiz again…" />;
  if (phase === 'result' && result) return <QuizResult result={result} onButton={onButton} />;
  return (
    <Stack gap="lg">
      {showsProgressSlider(state.index) && (
        <QuizProgress index={state.index} count={questions.length} onGo={(index) => dispatch({ type: 'go', index })} />
      )}
      <QuizQuestion
        question={question}
        number={state.index + 1}
        count={questions.length}
        value={state.answers[question.id]}
        canGoNext={canGoNext(state, questions)}
        saving={save.isPending}
        error={error}
        onChoose={(optionId) => {
          setError(null);
          dispatch({ type: 'choose', questionId: question.id, optionId });
        }}
        onPrevious={() => dispatch({ type: 'go', index: state.index - 1 })}
        onNext={() => dispatch({ type: 'next', questionId: question.id })}
        onSave={submit}
      />
    </Stack>
  );
}
