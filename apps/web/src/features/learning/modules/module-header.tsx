import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { ModuleDetail } from '@oola/domain';

/** The module's title block: when it opened (or another line above the title), its title and caption. */
export function ModuleHeader({
  detail,
}: {
  detail: Pick<ModuleDetail, 'unlockedDateText' | 'isCompleted' | 'title' | 'caption'>;
}) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      withBorder
      style={{ borderColor: 'var(--mantine-color-gray-2)', borderTop: '6px solid var(--mantine-color-area5-6)' }}
    >
      <Group gap="xs" mb={6}>
        <Text fz="xs" fw={800} c="area5" style={{ letterSpacing: '0.08em' }}>
          {detail.unlockedDateText.toUpperCase()}
        </Text>
        {detail.isCompleted && (
          <Badge color="area1" variant="light" radius="sm">
            Completed
          </Badge>
        )}
      </Group>
      <Title order={1} fz={{ base: 26, sm: 34 }} c="brand.8" lh={1.2}>
        {detail.title}
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" mt="xs" maw={720}>
        {detail.caption}
      </Text>
    </Paper>
  );
}
