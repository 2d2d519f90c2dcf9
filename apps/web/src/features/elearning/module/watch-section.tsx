import { AspectRatio, Box, Title } from '@mantine/core';
import type { ModuleSection } from '@oola/domain';

/** Watch: the module's video with its captions on by default. */
export function WatchSection({ section }: { section: ModuleSection }) {
  return (
    <>
      <Title order={3} fz="lg" c="brand.8" mb="sm">
        {section.title}
      </Title>
      <Box bg="black" style={{ borderRadius: 12, overflow: 'hidden' }}>
        <AspectRatio ratio={16 / 9}>
          {section.videoUrl && (
            <video
              src={section.videoUrl}
              controls
              playsInline
              preload="metadata"
              aria-label={section.title}
              style={{ width: '100%', height: '100%' }}
            >
              {section.captionsUrl && (
                <track kind="captions" src={section.captionsUrl} srcLang="en" label="English" default />
              )}
            </video>
          )}
        </AspectRatio>
      </Box>
    </>
  );
}
