import { COACHING } from '@oola/domain';

const SESSION_LENGTH = /(\d+)[- ]minute (?:coaching |video )?sessions?\b/gi;

/** Copy that promises sessions of another length than the ones members book (30 minutes): the problem, or null. */
export function sessionLengthProblem(text: string): string | null {
  for (const [, minutes] of text.matchAll(SESSION_LENGTH)) {
    if (Number(minutes) !== COACHING.sessionMinutes)
      return `promises ${minutes}-minute sessions; sessions are ${COACHING.sessionMinutes} minutes`;
  }
  return null;
}
