import { useState } from 'react';
import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { MEETING_MESSAGES } from '@oola/domain';
import { ApiError } from '../../../../lib/api';
import { showErrorDialog } from '../../../../lib/shell-events';
import { NoticeModal } from '../../../../ui/notice-modal';
import { useCompleteSession, useCreateMeeting, useFetchMeeting, useOpenMeeting } from '../api';
import { openInNewTab } from './open-in-new-tab';

export interface VideoSessionButtonProps {
  coachId: number;
  clientId: number;
  viewer: 'coach' | 'member';
  sessionsRemaining: number;
  /** The buttons fill the width they are given (the member's card sets them beside BUY SESSIONS). */
  fullWidth?: boolean;
  /** After COMPLETE SESSION's notice is closed; the spec reloads the page. */
  onCompleted?: () => void;
}

type Notice = { kind: 'completed' } | { kind: 'blocked'; link: string } | null;

const NO_CREDITS = {
  coach: 'Your client has no sessions left.',
  member: 'You have no sessions left. Purchase sessions to meet your coach.',
};

/** "Sorry, we couldn't start the meeting.", and the server's reason when it gave one (no sessions left). */
function startFailed(error: unknown): void {
  const reason = error instanceof ApiError && error.status === 409 ? ` ${error.message}` : '';
  showErrorDialog(`${MEETING_MESSAGES.startFailed}${reason}`);
}

/**
 * The coaching room's video session: the coach's START SESSION (opens the meeting in a new tab) and COMPLETE
 * SESSION, the member's JOIN SESSION. Starting and joining need a session left.
 */
export function VideoSessionButton({
  coachId,
  clientId,
  viewer,
  sessionsRemaining,
  fullWidth = false,
  onCompleted = () => window.location.reload(),
}: VideoSessionButtonProps) {
  const [notice, setNotice] = useState<Notice>(null);
  const [notStarted, setNotStarted] = useState(false);
  const isCoach = viewer === 'coach';
  const openMeeting = useOpenMeeting(clientId, isCoach);
  const create = useCreateMeeting();
  const fetchMeeting = useFetchMeeting();
  const complete = useCompleteSession();
  const noCredits = sessionsRemaining <= 0;

  const open = (link: string) => {
    if (!openInNewTab(link)) setNotice({ kind: 'blocked', link });
  };

  const start = () =>
    create.mutate(clientId, { onSuccess: (meeting) => open(meeting.coachLink), onError: startFailed });

  const join = () => {
    setNotStarted(false);
    fetchMeeting.mutate(clientId, {
      onSuccess: (meeting) => (meeting ? open(meeting.customerLink) : setNotStarted(true)),
      onError: startFailed,
    });
  };

  const completeSession = () => {
    const meetingCode = openMeeting.data?.meetingCode;
    if (!meetingCode) return;
    complete.mutate(
      { coachId, userId: clientId, meetingCode },
      {
        onSuccess: () => setNotice({ kind: 'completed' }),
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 409)) showErrorDialog(error.message);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" grow={fullWidth}>
        {isCoach ? (
          <>
            <Button onClick={start} loading={create.isPending} disabled={noCredits}>
              START SESSION
            </Button>
            <Button
              variant="outline"
              onClick={completeSession}
              loading={complete.isPending}
              disabled={!openMeeting.data}
            >
              COMPLETE SESSION
            </Button>
          </>
        ) : (
          <Button onClick={join} loading={fetchMeeting.isPending} disabled={noCredits}>
            JOIN SESSION
          </Button>
        )}
      </Group>
      {noCredits && (
        <Text size="sm" c="dimmed">
          {NO_CREDITS[viewer]}
        </Text>
      )}
      {notStarted && (
        <Alert role="status" color="brand" variant="light" py="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{MEETING_MESSAGES.noMeeting}</Text>
            <CloseButton size="sm" aria-label="Dismiss" onClick={() => setNotStarted(false)} />
          </Group>
        </Alert>
      )}
      <NoticeModal
        opened={notice?.kind === 'completed'}
        onClose={() => {
          setNotice(null);
          onCompleted();
        }}
        title="Session completed"
        message={MEETING_MESSAGES.completed}
      />
      <NoticeModal
        opened={notice?.kind === 'blocked'}
        onClose={() => setNotice(null)}
        title="Your meeting is ready"
        message="Your browser kept the meeting from opening in a new tab."
        actions={
          notice?.kind === 'blocked' && (
            <Button component="a" href={notice.link} target="_blank" rel="noopener" onClick={() => setNotice(null)}>
              OPEN THE MEETING
            </Button>
          )
        }
      />
    </Stack>
  );
}
