import { useCallback, useState } from 'react';
import { Box, Button, Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { MEETING_MESSAGES, type IceServer } from '@oola/domain';
import { ApiError } from '../../../../lib/api';
import { Logo } from '../../../../ui/logo';
import { usePageMeta } from '../../../../ui/use-page-meta';
import { useIceServers, useMeetingRoom } from '../api';
import { CallView } from './call-view';
import { DeviceCheck } from './device-check';
import { MeetingNotice } from './meeting-notice';
import classes from './meeting.module.css';
import { useLocalMedia } from './use-local-media';

type Stage = 'check' | 'call' | 'left' | 'ended';

/**
 * /meeting/{code}: the video session between a coach and a client. The camera and microphone are checked
 * first, then the call; only the meeting's two people get past the first answer.
 */
export default function MeetingPage() {
  const { code = '' } = useParams();
  usePageMeta('Video session', 'Your coaching session by video.');
  const room = useMeetingRoom(code);
  const ice = useIceServers();
  const media = useLocalMedia();
  const [stage, setStage] = useState<Stage>('check');
  const [iceServers, setIceServers] = useState<IceServer[]>([]);
  const { stop } = media;

  const leave = useCallback(
    (next: Stage) => {
      stop();
      setStage(next);
    },
    [stop],
  );
  const onEnded = useCallback(() => leave('ended'), [leave]);

  const join = () => {
    // Fixed for the call: a refetch must not restart a call that is running.
    setIceServers(ice.data?.iceServers ?? []);
    setStage('call');
  };

  let content;
  if (room.isPending) {
    content = (
      <Center mih={300}>
        <Loader aria-label="Loading the meeting" />
      </Center>
    );
  } else if (room.isError) {
    const missing = room.error instanceof ApiError && room.error.status === 404;
    content = missing ? (
      <MeetingNotice title="Meeting not found" message={MEETING_MESSAGES.notFound} />
    ) : (
      <MeetingNotice
        title="Something went wrong"
        message={MEETING_MESSAGES.startFailed}
        actions={<Button onClick={() => void room.refetch()}>TRY AGAIN</Button>}
      />
    );
  } else if (room.data.completed || stage === 'ended') {
    content = <MeetingNotice title="Session completed" message={MEETING_MESSAGES.completed} />;
  } else if (stage === 'left') {
    content = (
      <MeetingNotice
        title="You left the meeting"
        message={`You can rejoin your session with ${room.data.peerName} while it is open.`}
        actions={<Button onClick={() => setStage('check')}>REJOIN</Button>}
      />
    );
  } else if (stage === 'call' && media.stream) {
    content = (
      <CallView
        room={room.data}
        stream={media.stream}
        iceServers={iceServers}
        onHangUp={() => leave('left')}
        onEnded={onEnded}
      />
    );
  } else {
    content = <DeviceCheck media={media} peerName={room.data.peerName} onJoin={join} />;
  }

  return (
    <Box component="main" className={classes.page}>
      <div className={classes.frame}>
        <Box mb="md">
          <Logo />
        </Box>
        {content}
      </div>
    </Box>
  );
}
