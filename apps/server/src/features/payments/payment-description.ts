import { COACHING } from '@oola/domain';
import { courseById } from '../learning/index.js';
import type { PaymentRow } from './fulfil.js';

/** What a payment bought, as the history and the receipt name it. */
export function paymentDescription(row: PaymentRow, coachName: string | null): string {
  const withCoach = coachName ? ` with ${coachName}` : '';
  switch (row.purpose) {
    case 'coaching':
      return `Coaching${withCoach}, one month`;
    case 'sessions':
      return `${row.quantity} × ${COACHING.sessionMinutes}-minute coaching ${row.quantity === 1 ? 'session' : 'sessions'}${withCoach}`;
    case 'course': {
      const course = row.courseId === null ? undefined : courseById(row.courseId);
      return course ? `${course.title} (program)` : 'Additional program';
    }
  }
}
