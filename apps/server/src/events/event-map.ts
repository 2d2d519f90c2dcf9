/**
 * Every domain event, by name, with what it carries. A service publishes one after the change it names has
 * committed; `userId` is always the member (or coach) whose data changed, so a processor that only needs to
 * know whose figures moved can read it from any event.
 */
export interface DomainEvents {
  /** Action steps of the member were completed (tracker, dashboard, a course's steps). */
  'action.tracked': { userId: number };
  /** A goal of the member was achieved, reopened, added or removed. */
  'goal.changed': { userId: number };
  /** The member reached another journey step (and, after the goal review, the next level). */
  'journey.stepChanged': { userId: number };
  /** A streak pause of the member started, ended or was cut short. */
  'streak.pauseChanged': { userId: number };
  /** The member chose a coach (`coachId`) or ended coaching with one (`coachId` null). */
  'coach.chosen': { userId: number; coachId: number | null; previousCoachId: number | null };
  /** A certification or additional course module was completed. */
  'course.moduleCompleted': { userId: number; courseId: number };
  /** A certification quiz was taken. */
  'quiz.taken': { userId: number; quizKey: string };
  /** A lesson of the member's program was completed, or their program track changed. */
  'elearning.progressed': { userId: number };
  /** The member bought a course or coaching: their courses or session credits changed. */
  'course.bought': { userId: number };
  /** A session between the member and the coach was booked, moved, canceled or held. */
  'booking.changed': { userId: number; coachId: number };
  /** A chat message between the member and the coach was sent, or read by `userId`. */
  'chat.changed': { userId: number; coachId: number };
  /** The member finished an assessment (their Oola score). */
  'assessment.completed': { userId: number };
  /** The member's picture or time zone changed. */
  'profile.changed': { userId: number };
  /** A new member signed up. */
  'member.signedUp': { userId: number };
}

export type EventName = keyof DomainEvents;

/** One published event: its name and what it carries. */
export type DomainEvent = { [Name in EventName]: { name: Name; payload: DomainEvents[Name] } }[EventName];
