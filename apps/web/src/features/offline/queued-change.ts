/** The writes the tracker and the to-do list keep on the device while offline (decision 076). */
export type ChangeKind = 'complete-action' | 'empty-step' | 'complete-task' | 'add-task';

export interface QueuedChange {
  /** The client id, sent as the Idempotency-Key: the server applies the change once however often it arrives. */
  key: string;
  userId: number;
  kind: ChangeKind;
  method: 'PUT' | 'POST';
  /** Under /api. */
  path: string;
  body?: Record<string, unknown>;
  /** The member's calendar day ('YYYY-MM-DD', their time zone) when the change was made. */
  day: string;
  /** What the member sees for it: the step's or the task's text. */
  label: string;
  /** The action or task it completes, so the lists can show it as waiting. */
  targetId?: number;
  /** add-task: the day the task was planned for ('YYYY-MM-DD'); its DayNumber is counted again when sent. */
  taskDate?: string;
  /** Milliseconds since the epoch: changes are sent in the order they were made. */
  queuedAt: number;
}

export type ChangeDraft = Omit<QueuedChange, 'key' | 'userId' | 'queuedAt'>;
