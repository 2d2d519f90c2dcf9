import { addDays } from '@oola/domain';
import type { QueuedChange } from './queued-change';

export type Prepared =
  { send: { method: QueuedChange['method']; path: string; body?: Record<string, unknown> } } | { drop: string };

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The rule for a change that reaches the server later than it was made (decision 076): a step counts only
 * on the day it was taken, so a tracker step from a day that has ended is not sent; a task keeps the date
 * it was planned for (its DayNumber is counted from the member's new today) unless that date has passed;
 * completing a task is sent whenever it arrives.
 */
export function prepareForSending(change: QueuedChange, today: string): Prepared {
  const request = { method: change.method, path: change.path, body: change.body };
  switch (change.kind) {
    case 'complete-action':
    case 'empty-step':
      return change.day === today
        ? { send: request }
        : {
            drop: `The day ended before you were back online: the step “${change.label}” of ${change.day} was not recorded.`,
          };
    case 'add-task': {
      const dayNumber = daysFrom(today, change.taskDate ?? change.day);
      if (dayNumber < 0)
        return {
          drop: `The task “${change.label}” was planned for ${change.taskDate}, which has passed: it was not added.`,
        };
      return { send: { ...request, body: { ...change.body, dayNumber } } };
    }
    case 'complete-task':
      return { send: request };
  }
}

/** A day `n` days after `day`, for the add-task change's planned date. */
export const plannedDate = (day: string, dayNumber: number) => addDays(day, dayNumber);
