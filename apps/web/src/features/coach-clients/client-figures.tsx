import { Anchor, Group, Text } from '@mantine/core';
import type { CoachClient } from '@oola/domain';

/** 'Tue, Dec 1, 9:30 AM' in the coach's own time zone. */
export const sessionTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** 'Nov 24, 2026'. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function OolaScore({ client }: { client: CoachClient }) {
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
          {shortDate(client.oolaScoreDate)}
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

export function NextSession({ client }: { client: CoachClient }) {
  return client.nextSession ? (
    <Text size="sm" fw={600} data-testid="next-session">
      {sessionTime(client.nextSession.startsAt)}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" data-testid="next-session">
      None booked
    </Text>
  );
}

export const sessionsLine = (client: CoachClient) =>
  `${client.sessionsCompleted} completed · ${client.sessionsRemaining} remaining`;
