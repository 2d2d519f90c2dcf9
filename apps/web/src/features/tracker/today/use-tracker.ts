import { useState } from 'react';
import { ACTIONS, type ActionListResponse } from '@oola/domain';
import { usePendingChanges, type ChangeKind } from '../../offline';
import { useCompleteStep, useInsertEmptyCompleted } from '../api';

/** A step the member takes: one of today's actions done, or a step with no action of its own. */
export type StepRequest = { kind: 'complete'; id: number; text: string } | { kind: 'empty' };

const STEP_CHANGES: readonly ChangeKind[] = ['complete-action', 'empty-step'];

/**
 * Today's steps as the tracker shows and takes them, at step three and on the dashboard: the steps taken
 * offline count at once, marked as waiting until the server has them (decision 095). With `confirm`, a step
 * waits for 'ARE YOU SURE?' (`asking`) before it is sent.
 */
export function useTracker(data: ActionListResponse, { confirm }: { confirm: boolean }) {
  const complete = useCompleteStep();
  const empty = useInsertEmptyCompleted();
  const [asking, setAsking] = useState<StepRequest | null>(null);

  const waiting = usePendingChanges(STEP_CHANGES).filter((change) => change.day === data.day);
  const waitingIds = new Set(waiting.map((change) => change.targetId));
  const isDone = (action: { id?: number; completed: boolean }) =>
    action.completed || (action.id !== undefined && waitingIds.has(action.id));
  const done = data.todayActionsCount + waiting.length;
  const busy = complete.isPending || empty.isPending;

  const send = (step: StepRequest) => {
    const settled = { onSettled: () => setAsking(null) };
    if (step.kind === 'complete') complete.mutate({ id: step.id, text: step.text, day: data.day }, settled);
    else empty.mutate(data.day, settled);
  };

  return {
    done,
    waiting: waiting.length,
    isDone,
    nextOpen: data.actions.find((action) => !isDone(action)),
    busy,
    /** Completing is refused once the day's steps exceed the limit. */
    blocked: done > ACTIONS.dailyStepsBlockAbove,
    take: (step: StepRequest) => {
      if (busy) return;
      if (confirm) setAsking(step);
      else send(step);
    },
    asking,
    confirmAsked: () => asking && send(asking),
    cancelAsked: () => setAsking(null),
  };
}

export type TrackerState = ReturnType<typeof useTracker>;
