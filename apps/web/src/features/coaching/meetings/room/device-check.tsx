import { useEffect } from 'react';
import { Button, Loader, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MediaProblemAlert } from './media-problem';
import classes from './meeting.module.css';
import { StreamVideo } from './stream-video';
import { useAudioLevel } from './use-audio-level';
import type { LocalMedia } from './use-local-media';

export interface DeviceCheckProps {
  media: LocalMedia;
  peerName: string;
  onJoin: () => void;
}

interface DevicePickerProps {
  label: 'Camera' | 'Microphone';
  devices: MediaDeviceInfo[];
  value: string | null;
  disabled: boolean;
  onChange: (deviceId: string) => void;
}

/** A camera or microphone to pick; devices without a name (before access is allowed) are numbered. */
function DevicePicker({ label, devices, value, disabled, onChange }: DevicePickerProps) {
  return (
    <Select
      label={label}
      placeholder={devices.length ? undefined : `No ${label.toLowerCase()} available`}
      data={devices.map((device, index) => ({
        value: device.deviceId,
        label: device.label || `${label} ${index + 1}`,
      }))}
      value={value}
      onChange={(deviceId) => deviceId && onChange(deviceId)}
      disabled={disabled || devices.length === 0}
      allowDeselect={false}
    />
  );
}

/** Before joining: the camera preview, a microphone level, device pickers and what to do when blocked. */
export function DeviceCheck({ media, peerName, onJoin }: DeviceCheckProps) {
  const { stream, problem, pending, cameras, microphones, choice, start } = media;
  const level = useAudioLevel(stream);

  useEffect(() => {
    if (!stream && !problem) void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the check appears; then the member picks or retries
  }, []);

  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" withBorder>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Ready to join?
          </Title>
          <Text c="dimmed">Check your camera and microphone before your session with {peerName}.</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div className={classes.preview}>
            {stream ? (
              <StreamVideo stream={stream} label="Your camera preview" self testId="camera-preview" />
            ) : (
              <div className={classes.placeholder}>
                {pending ? (
                  <Loader color="white" aria-label="Opening your camera" />
                ) : (
                  <Text c="white">Camera off</Text>
                )}
              </div>
            )}
          </div>
          <Stack gap="md">
            {problem && <MediaProblemAlert problem={problem} onRetry={() => void start()} />}
            <DevicePicker
              label="Camera"
              devices={cameras}
              value={choice.cameraId}
              disabled={pending}
              onChange={(cameraId) => void start({ ...choice, cameraId })}
            />
            <DevicePicker
              label="Microphone"
              devices={microphones}
              value={choice.microphoneId}
              disabled={pending}
              onChange={(microphoneId) => void start({ ...choice, microphoneId })}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Microphone level
              </Text>
              <Progress value={level} size="md" radius="xl" aria-label="Microphone level" />
              <Text size="xs" c="dimmed">
                Say something: the bar moves when your microphone hears you.
              </Text>
            </Stack>
            <Button size="md" onClick={onJoin} disabled={!stream} mt="auto">
              JOIN NOW
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
