import { AspectRatio, Button, Modal, Stack, Text } from '@mantine/core';

const TUTORIAL_VIDEO = '/media/videos/program-intro.webm';

/** The dashboard tutorial video, opened after the first badge; CONTINUE closes it. */
export function TutorialVideoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="xl"
      title={
        <Text component="span" fw={800} c="brand.7">
          WELCOME TO YOUR DASHBOARD
        </Text>
      }
    >
      <Stack>
        <AspectRatio ratio={16 / 9} style={{ borderRadius: 12, overflow: 'hidden', background: '#000' }}>
          <video src={TUTORIAL_VIDEO} controls playsInline aria-label="Dashboard tutorial video" />
        </AspectRatio>
        <Text c="dimmed" fz="sm">
          A two-minute tour: your daily tracker, your goals, your progress and where your lessons live.
        </Text>
        <Button onClick={onClose} size="md">
          CONTINUE
        </Button>
      </Stack>
    </Modal>
  );
}
