import { Image, Stack, Text, Title } from '@mantine/core';
import type { ModuleSection } from '@oola/domain';
import { Article } from './article';

/** Read: the introduction, the article and its picture, if any. */
export function ReadSection({ section }: { section: ModuleSection }) {
  return (
    <Stack gap="md">
      <Title order={3} fz="lg" c="brand.8">
        {section.title}
      </Title>
      {section.introText && (
        <Text fz="lg" c="gray.7" lh={1.55}>
          {section.introText}
        </Text>
      )}
      {section.imageUrl && <Image src={section.imageUrl} alt="" radius="md" mah={320} fit="contain" />}
      {section.contentText && <Article html={section.contentText} accent="var(--mantine-color-area3-6)" />}
    </Stack>
  );
}
