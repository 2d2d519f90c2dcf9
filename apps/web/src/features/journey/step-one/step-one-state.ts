import { useCallback, useState } from 'react';
import { ASSESSMENT, type AssessmentQuestions } from '@oola/domain';

export type Phase = 'video' | 'questions' | 'summary' | 'final';

export interface StepOneState {
  phase: Phase;
  /** 0-6; 7 is the final screen. */
  area: number;
  question: number;
  lastReached: number;
  scores: Record<number, number>;
}

/** Index of the first area with an unanswered question (7 when all are answered). */
export function firstOpenArea(data: AssessmentQuestions, scores: Record<number, number>): number {
  const index = data.areas.findIndex((area) => area.questions.some((q) => !scores[q.id]));
  return index === -1 ? ASSESSMENT.areas : index;
}

/** Where a member lands: the video on a fresh sitting, else the first unanswered area, or the final wheel. */
export function initialState(data: AssessmentQuestions): StepOneState {
  const scores = Object.fromEntries(
    data.areas.flatMap((area) => area.questions.filter((q) => q.score > 0).map((q) => [q.id, q.score])),
  ) as Record<number, number>;
  const open = firstOpenArea(data, scores);
  const started = Object.keys(scores).length > 0;
  if (open === ASSESSMENT.areas) return { phase: 'final', area: open, question: 0, lastReached: 6, scores };
  return { phase: started ? 'questions' : 'video', area: open, question: 0, lastReached: open, scores };
}

/** The navigation of Step 1: choose, previous, next, jump to a reached area. */
export function useStepOneState(data: AssessmentQuestions) {
  const [state, setState] = useState(() => initialState(data));
  const last = ASSESSMENT.questionsPerArea - 1;

  const choose = useCallback(
    (questionId: number, score: number) =>
      setState((s) => ({
        ...s,
        scores: { ...s.scores, [questionId]: score },
        question: s.question < last ? s.question + 1 : s.question,
      })),
    [last],
  );
  const next = useCallback(() => setState((s) => ({ ...s, question: Math.min(last, s.question + 1) })), [last]);
  const previous = useCallback(
    () =>
      setState((s) =>
        s.question > 0
          ? { ...s, question: s.question - 1 }
          : s.area > 0
            ? { ...s, area: s.area - 1, question: last }
            : s,
      ),
    [last],
  );
  const goToArea = useCallback(
    (area: number) => setState((s) => (area <= s.lastReached ? { ...s, phase: 'questions', area, question: 0 } : s)),
    [],
  );
  const setPhase = useCallback((phase: Phase) => setState((s) => ({ ...s, phase })), []);
  const areaSaved = useCallback(
    () => setState((s) => ({ ...s, phase: 'summary', lastReached: Math.max(s.lastReached, s.area + 1) })),
    [],
  );
  const nextArea = useCallback(
    () =>
      setState((s) => {
        const area = s.area + 1;
        return area >= ASSESSMENT.areas
          ? { ...s, phase: 'final', area: ASSESSMENT.areas }
          : { ...s, phase: 'questions', area, question: 0, lastReached: Math.max(s.lastReached, area) };
      }),
    [],
  );
  return { state, choose, next, previous, goToArea, setPhase, areaSaved, nextArea };
}
