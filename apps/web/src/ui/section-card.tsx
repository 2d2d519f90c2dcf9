import type { ReactNode } from 'react';
import { Box, Group, Paper, Text } from '@mantine/core';

/** Section tabs: compact on phones so three fit on one row. */
export const TAB_PROPS = { fz: { base: 11, sm: 13 }, fw: 700, px: { base: 6, sm: 'md' } } as const;

export interface SectionCardProps {
  title: string;
  /** Controls on the title row (tabs, buttons). */
  actions?: ReactNode;
  children: ReactNode;
  accent?: string;
  testId?: string;
}

/** A dashboard section: a white card with an accented title. */
export function SectionCard({
  title,
  actions,
  children,
  accent = 'var(--mantine-color-brand-5)',
  testId,
}: SectionCardProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      data-testid={testId}
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      withBorder
      h="100%"
      style={{ borderColor: 'var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Group gap={10} wrap="nowrap">
          <Box w={4} h={20} bg={accent} style={{ borderRadius: 2 }} />
          <Text component="h2" fw={800} fz="md" c="brand.8" m={0} style={{ letterSpacing: '0.08em' }}>
            {title}
          </Text>
        </Group>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** What a section shows while it has nothing yet: an icon-free, friendly line or two. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      py="xl"
      px="md"
      ta="center"
      style={{
        border: '1px dashed var(--mantine-color-gray-3)',
        borderRadius: 12,
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Text fw={700} c="brand.7">
        {title}
      </Text>
      {children && (
        <Text fz="sm" c="dimmed" mt={4}>
          {children}
        </Text>
      )}
    </Box>
  );
}
