import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { IceServer, MeetingRoom } from '@oola/domain';
import { useCompleteSession } from '../api';
import { CameraIcon, HangUpIcon, MicIcon } from './call-icons';
import { CallOverlay, STATUS_COLOR, STATUS_LABEL } from './call-overlay';
import classes from './meeting.module.css';
import { StreamVideo } from './stream-video';
import { useMeetingCall } from './use-meeting-call';

export interface CallViewProps {
  room: MeetingRoom;
  stream: MediaStream;
  iceServers: IceServer[];
  onHangUp: () => void;
  /** The coach completed the session (here or from the coaching room). */
  onEnded: () => void;
}

const hasTrack = (stream: MediaStream, kind: 'audio' | 'video') =>
  stream.getTracks().some((track) => track.kind === kind);

function useTrackSwitch(stream: MediaStream, kind: 'audio' | 'video') {
  const [on, setOn] = useState(() => stream.getTracks().some((track) => track.kind === kind && track.enabled));
  const toggle = () => {
    const next = !on;
    // The track stays in the call; disabled, it sends silence or black frames, so nothing is renegotiated.
    for (const track of stream.getTracks()) if (track.kind === kind) track.enabled = next;
    setOn(next);
  };
  return [on, toggle] as const;
}

interface SwitchButtonProps {
  /** The accessible name, the same in both states (aria-pressed tells which). */
  label: string;
  tooltip: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
}

/** A round on/off button of the call (microphone, camera): dark while pressed (muted, camera off). */
function SwitchButton({ label, tooltip, pressed, disabled, onClick, icon }: SwitchButtonProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        size={56}
        radius="xl"
        variant={pressed ? 'filled' : 'default'}
        color={pressed ? 'dark' : undefined}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The call: the other person large, ourselves small, the connection's state, and the call's buttons. */
export function CallView({ room, stream, iceServers, onHangUp, onEnded }: CallViewProps) {
  const call = useMeetingCall({ meetingCode: room.meetingCode, role: room.role, stream, iceServers });
  const [micOn, toggleMic] = useTrackSwitch(stream, 'audio');
  const [cameraOn, toggleCamera] = useTrackSwitch(stream, 'video');
  const complete = useCompleteSession();

  useEffect(() => {
    if (call.status === 'ended') onEnded();
  }, [call.status, onEnded]);

  const completeSession = () =>
    complete.mutate(
      { coachId: room.coachId, userId: room.clientId, meetingCode: room.meetingCode },
      { onSuccess: onEnded },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} fz={{ base: 'h4', sm: 'h3' }}>
          Session with {room.peerName}
        </Title>
        <Badge size="lg" variant="light" color={STATUS_COLOR[call.status] ?? 'brand'} data-testid="call-status">
          {STATUS_LABEL[call.status]}
        </Badge>
      </Group>
      <div className={classes.stage}>
        <StreamVideo
          stream={call.remoteStream}
          label={`${room.peerName}'s video`}
          className={classes.remote}
          testId="remote-video"
        />
        {call.status !== 'connected' && (
          <div className={classes.overlay}>
            <CallOverlay call={call} peerName={room.peerName} onRetry={call.retry} />
          </div>
        )}
        {hasTrack(stream, 'video') && cameraOn ? (
          <StreamVideo stream={stream} label="Your video" self className={classes.self} testId="self-video" />
        ) : (
          <div className={classes.self}>
            <div className={classes.placeholder}>
              <Text size="xs" c="white">
                Camera off
              </Text>
            </div>
          </div>
        )}
      </div>
      <Group justify="center" gap="md">
        <SwitchButton
          label="Mute microphone"
          tooltip={micOn ? 'Mute microphone' : 'Unmute microphone'}
          pressed={!micOn}
          disabled={!hasTrack(stream, 'audio')}
          onClick={toggleMic}
          icon={<MicIcon off={!micOn} />}
        />
        <SwitchButton
          label="Turn camera off"
          tooltip={cameraOn ? 'Turn camera off' : 'Turn camera on'}
          pressed={!cameraOn}
          disabled={!hasTrack(stream, 'video')}
          onClick={toggleCamera}
          icon={<CameraIcon off={!cameraOn} />}
        />
        <Tooltip label="Hang up">
          <ActionIcon size={56} radius="xl" color="red.9" autoContrast={false} aria-label="Hang up" onClick={onHangUp}>
            <HangUpIcon />
          </ActionIcon>
        </Tooltip>
        {room.role === 'coach' && (
          <Button size="md" variant="outline" onClick={completeSession} loading={complete.isPending}>
            COMPLETE SESSION
          </Button>
        )}
      </Group>
    </Stack>
  );
}
