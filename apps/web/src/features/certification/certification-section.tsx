import { useId } from 'react';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { CertificationModules } from '@oola/domain';
import { CertificationModuleRow } from './certification-module-row';

export interface CertificationSectionProps {
  section: CertificationModules['sections'][number];
  /** 1, 2, ...: the section's place in the course. */
  place: number;
  onOpen: (moduleId: number) => void;
}

/** One section of the certification: its title, subtitle and progress, then its modules in order. */
export function CertificationSection({ section, place, onOpen }: CertificationSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-testid="certification-section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg="gray.0"
      style={{ borderColor: 'var(--mantine-color-gray-2)' }}
    >
      <Text fz={11} fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }}>
        SECTION {place}
      </Text>
      <Title order={4} id={titleId} fz="md" c="brand.8" lh={1.3}>
        {section.title}
      </Title>
      <Text fz="sm" c="dimmed" mt={2}>
        {section.subtitle}
      </Text>
      <Group gap="sm" mt="sm" mb="md" wrap="nowrap">
        <Progress
          value={section.progress}
          color="area5.6"
          size="md"
          radius="xl"
          flex={1}
          aria-label={`${section.title}: ${section.progress}% completed`}
        />
        <Text fz="xs" fw={800} c="brand.8" miw={36} ta="right">
          {section.progress}%
        </Text>
      </Group>
      <Stack component="ol" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {section.modules.map((module) => (
          <li key={module.moduleId}>
            <CertificationModuleRow module={module} onOpen={onOpen} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
