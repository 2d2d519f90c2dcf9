import { useRef, useState } from 'react';
import { AspectRatio, Box, Stack, Text, UnstyledButton } from '@mantine/core';

export interface VideoPanelProps {
  src: string;
  title: string;
  caption?: string;
  /** Background of the cover before the video plays. */
  cover?: string;
}

function PlayGlyph({ playing }: { playing: boolean }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      {playing ? <rect x="6" y="6" width="12" height="12" rx="2" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

const roundButton = {
  borderRadius: '50%',
  background: 'rgba(255,255,255,0.95)',
  color: '#1f3a68',
  display: 'grid',
  placeItems: 'center',
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
} as const;

/** A video with a play/stop overlay; nothing is downloaded until the visitor presses play. */
export function VideoPanel({
  src,
  title,
  caption,
  cover = 'linear-gradient(135deg, #1f3a68, #101f3a)',
}: VideoPanelProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (playing) {
      element.pause();
      element.currentTime = 0;
      setPlaying(false);
    } else {
      void element
        .play()
        .then(() => setPlaying(true))
        .catch(() => setPlaying(false));
    }
  };
  return (
    <Box pos="relative" style={{ borderRadius: 20, overflow: 'hidden', boxShadow: '0 24px 60px rgba(16,31,58,0.25)' }}>
      <AspectRatio ratio={16 / 9} bg="#101f3a">
        <video
          ref={video}
          src={src}
          preload="none"
          playsInline
          loop
          aria-label={title}
          onEnded={() => setPlaying(false)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </AspectRatio>
      {!playing && (
        <Stack pos="absolute" inset={0} align="center" justify="center" gap="sm" style={{ background: cover }} p="md">
          <Text c="white" fw={800} fz={{ base: 'lg', sm: 28 }} ta="center" tt="uppercase" lts="0.06em">
            {title}
          </Text>
          {caption && (
            <Text c="gray.2" ta="center" maw={420}>
              {caption}
            </Text>
          )}
          <UnstyledButton
            onClick={toggle}
            aria-label={`Play video: ${title}`}
            mt="xs"
            style={{ ...roundButton, width: 68, height: 68 }}
          >
            <PlayGlyph playing={false} />
          </UnstyledButton>
        </Stack>
      )}
      {playing && (
        <UnstyledButton
          onClick={toggle}
          aria-label={`Stop video: ${title}`}
          pos="absolute"
          style={{ ...roundButton, right: 16, bottom: 16, width: 48, height: 48 }}
        >
          <PlayGlyph playing />
        </UnstyledButton>
      )}
    </Box>
  );
}

export const VIDEOS = {
  intro: '/media/videos/program-intro.webm',
  blue: '/media/videos/in-with-the-blue.webm',
  rebalancing: '/media/videos/start-rebalancing.webm',
  cause: '/media/videos/our-cause.webm',
} as const;
