import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { VideoPlayer } from '../../../../ui/video-player';

export interface IntroVideoModalProps {
  opened: boolean;
  url: string;
  captionsUrl: string | null;
  title: string | null;
  text: string | null;
  onClose: () => void;
}

/** The course assessment's intro video, shown before the first question; it can be watched again. */
export function IntroVideoModal({ opened, url, captionsUrl, title, text, onClose }: IntroVideoModalProps) {
  const name = title ?? 'Introduction';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="xl"
      radius="lg"
      title={
        <Text component="span" fw={800} fz="lg" c="brand.8">
          {name}
        </Text>
      }
    >
      <Stack gap="md">
        {text && <Text c="dark.5">{text}</Text>}
        <div style={{ borderRadius: 12, overflow: 'hidden' }}>
          <VideoPlayer src={url} captionsUrl={captionsUrl} title={name} />
        </div>
        <Group justify="flex-end">
          <Button onClick={onClose}>START THE ASSESSMENT</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
