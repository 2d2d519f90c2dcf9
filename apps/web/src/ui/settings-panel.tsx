import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

/** One titled card of the settings page. */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Text component="h2" fw={800} fz="md" c="brand.8" m={0} mb="md" style={{ letterSpacing: '0.08em' }}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}
