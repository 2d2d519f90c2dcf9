import { useState } from 'react';
import { AspectRatio, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface IntroVideoProps {
  src: string;
  title: string;
  onNext: () => void;
  nextLabel?: string;
  /** A line under the title. */
  subtitle?: string;
  /** The image shown before playback. */
  poster?: string;
}

/** An intro video; NEXT stays disabled until the video has started playing. */
export function IntroVideo({ src, title, onNext, nextLabel = 'NEXT', subtitle, poster }: IntroVideoProps) {
  const [started, setStarted] = useState(false);
  return (
    <Stack gap="lg" align="center" w="100%" maw={880} mx="auto">
      <Stack gap={4} align="center">
        <Title order={2} ta="center" tt="uppercase">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" ta="center">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Paper radius="lg" shadow="md" w="100%" style={{ overflow: 'hidden', background: '#000' }}>
        <AspectRatio ratio={16 / 9}>
          <video
            src={src}
            poster={poster}
            controls
            playsInline
            preload="metadata"
            aria-label={title}
            onPlay={() => setStarted(true)}
            style={{ width: '100%', height: '100%' }}
          />
        </AspectRatio>
      </Paper>
      <Group justify="center" gap="sm">
        {!started && (
          <Text size="sm" c="dimmed">
            Play the video to continue
          </Text>
        )}
        <Button size="md" disabled={!started} onClick={onNext}>
          {nextLabel}
        </Button>
      </Group>
    </Stack>
  );
}
