import { Anchor, Group, Text } from '@mantine/core';
import type { CoachClient } from '@oola/domain';
import { formatZoned, useMyTimeZone } from '../../../lib/zoned-time';

export function OolaScore({ client }: { client: CoachClient }) {
  const timeZone = useMyTimeZone();
  if (client.oolaScore === null)
    return (
      <Text size="sm" c="dimmed">
        No score yet
      </Text>
    );
  return (
    <div>
      <Text fw={700} data-testid="oola-score">
        {client.oolaScore}
      </Text>
      {client.oolaScoreDate && (
        <Text size="xs" c="dimmed">
          {formatZoned(client.oolaScoreDate, timeZone, 'date')}
        </Text>
      )}
    </div>
  );
}

/** Phase, then the lesson with its module number and cheat sheet. */
export function Lesson({ client }: { client: CoachClient }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        Phase {client.currentPhase}: {client.phaseName}
      </Text>
      {client.currentLesson ? (
        <Group gap={6} wrap="wrap">
          <Text size="sm" data-testid="current-lesson">
            Module {client.moduleNumber}: {client.currentLesson}
          </Text>
          {client.cheatSheetUrl && (
            <Anchor
              size="sm"
              href={client.cheatSheetUrl}
              target="_blank"
              rel="noopener"
              onClick={(event) => event.stopPropagation()}
            >
              Cheat sheet
            </Anchor>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No lesson started
        </Text>
      )}
    </div>
  );
}

/** 'Tue, Dec 1, 9:30 AM MST': the coach's own zone, named, as the client may live in another. */
export function NextSession({ client }: { client: CoachClient }) {
  const timeZone = useMyTimeZone();
  return client.nextSession ? (
    <Text size="sm" fw={600} data-testid="next-session">
      {formatZoned(client.nextSession.startsAt, timeZone, 'dateTime', { withZone: true })}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" data-testid="next-session">
      None booked
    </Text>
  );
}

export const sessionsLine = (client: CoachClient) =>
  `${client.sessionsCompleted} completed · ${client.sessionsRemaining} remaining`;
