import { Accordion, Group, Progress, Stack, Text } from '@mantine/core';
import type { CertificationModules } from '@oola/domain';
import { CertificationModuleRow } from './certification-module-row';

export interface CertificationSectionProps {
  section: CertificationModules['sections'][number];
  /** 1, 2, ...: the section's place in the course (also its accordion value). */
  place: number;
  onOpen: (moduleId: number) => void;
}

/** One section of the certification: its title, subtitle and progress, which opens onto its modules in order. */
export function CertificationSection({ section, place, onOpen }: CertificationSectionProps) {
  return (
    <Accordion.Item value={String(place)} data-testid="certification-section">
      <Accordion.Control>
        <Stack gap={2} py={4}>
          <Text component="span" fz={11} fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }}>
            SECTION {place}
          </Text>
          <Text component="span" fw={800} fz="md" c="brand.8" lh={1.3}>
            {section.title}
          </Text>
          <Text component="span" fz="sm" c="dimmed">
            {section.subtitle}
          </Text>
          <Group gap="sm" mt={8} wrap="nowrap">
            <Progress
              value={section.progress}
              color="area5.6"
              size="md"
              radius="xl"
              flex={1}
              aria-label={`${section.title}: ${section.progress}% completed`}
            />
            <Text component="span" fz="xs" fw={800} c="brand.8" miw={36} ta="right">
              {section.progress}%
            </Text>
          </Group>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack component="ol" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
          {section.modules.map((module) => (
            <li key={module.moduleId}>
              <CertificationModuleRow module={module} onOpen={onOpen} />
            </li>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
