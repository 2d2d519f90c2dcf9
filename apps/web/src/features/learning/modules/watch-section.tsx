import { AspectRatio, Box, Title } from '@mantine/core';
import type { ModuleSection } from '@oola/domain';
import { VideoPlayer } from '../../../ui/video-player';

/** Watch: the module's video with its captions on by default. */
export function WatchSection({ section }: { section: ModuleSection }) {
  return (
    <>
      <Title order={3} fz="lg" c="brand.8" mb="sm">
        {section.title}
      </Title>
      <Box bg="black" style={{ borderRadius: 12, overflow: 'hidden' }}>
        {section.videoUrl ? (
          <VideoPlayer src={section.videoUrl} captionsUrl={section.captionsUrl} title={section.title} />
        ) : (
          <AspectRatio ratio={16 / 9} />
        )}
      </Box>
    </>
  );
}
