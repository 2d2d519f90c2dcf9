import { useCallback, useEffect, useRef, useState } from 'react';
import { FREE_TEST } from '@oola/domain';

export const FREE_TEST_STORAGE_KEY = 'oola.freeTest';

export interface FreeTestProgress {
  /** 0-20: the question shown; 21: the results form. */
  index: number;
  /** The furthest index reached; areas beyond it are greyed. */
  furthest: number;
  answers: Record<number, number>;
}

const FORM_INDEX = FREE_TEST.questions;
const [NEXT_QUESTION_DELAY_MS, NEXT_AREA_DELAY_MS] = FREE_TEST.answerDelaysMs;

function restore(): FreeTestProgress {
  try {
    const saved = JSON.parse(localStorage.getItem(FREE_TEST_STORAGE_KEY) ?? 'null') as FreeTestProgress | null;
    if (saved && typeof saved.index === 'number' && saved.answers) return saved;
  } catch {
    // A damaged entry starts the test afresh.
  }
  return { index: 0, furthest: 0, answers: {} };
}

/**
 * Where the visitor is in the 21 questions, kept in local storage so a reload
 * resumes. Picking a score moves on after 0.5 s (0.9 s into the next area);
 * further picks wait until then.
 */
export function useFreeTestProgress(questionIds: number[]) {
  const [progress, setProgress] = useState<FreeTestProgress>(restore);
  const [locked, setLocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    localStorage.setItem(FREE_TEST_STORAGE_KEY, JSON.stringify(progress));
  }, [progress]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const goTo = useCallback((index: number) => {
    const clamped = Math.max(0, Math.min(FORM_INDEX, index));
    setProgress((current) => ({ ...current, index: clamped, furthest: Math.max(current.furthest, clamped) }));
  }, []);

  const pick = (score: number) => {
    const questionId = questionIds[progress.index];
    if (locked || questionId === undefined) return;
    const from = progress.index;
    setProgress((current) => ({ ...current, answers: { ...current.answers, [questionId]: score } }));
    setLocked(true);
    const endOfArea = from % FREE_TEST.questionsPerArea === FREE_TEST.questionsPerArea - 1;
    timer.current = window.setTimeout(
      () => {
        setLocked(false);
        goTo(from + 1);
      },
      endOfArea ? NEXT_AREA_DELAY_MS : NEXT_QUESTION_DELAY_MS,
    );
  };

  const clear = () => {
    window.clearTimeout(timer.current);
    localStorage.removeItem(FREE_TEST_STORAGE_KEY);
  };

  return { progress, locked, pick, goTo, clear, formIndex: FORM_INDEX };
}
