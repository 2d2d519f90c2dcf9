import { Accordion, Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CERTIFICATION_STATUS } from '@oola/domain';
import { useCertificationModules } from './api';
import { CertificationSection } from './certification-section';
import { certificationModulePath } from './module-path';
import classes from './certification-board.module.css';

/** The section to open first: the one with the active module, else (all completed) none. */
function currentSection(sections: { modules: { status: number }[] }[]): string | null {
  const place = sections.findIndex((section) =>
    section.modules.some((module) => module.status === CERTIFICATION_STATUS.active),
  );
  return place < 0 ? null : String(place + 1);
}

/**
 * The coach certification in ADDITIONAL PROGRAMS, under the course's title (the courses feature's
 * CourseView): its subtitle, then its sections with their progress, each opening onto
 * its modules (locked, active, completed; the section of the active one starts open); the active and
 * completed modules open their page.
 */
export function CertificationBoard({ courseId }: { courseId: number }) {
  const board = useCertificationModules(courseId);
  const navigate = useNavigate();
  if (board.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {board.error.message}
      </Alert>
    );
  }
  if (!board.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the certification">
        <Skeleton height={48} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  const { subTitle, sections } = board.data;
  const modules = sections.flatMap((section) => section.modules);
  const completed = modules.filter((module) => module.status === CERTIFICATION_STATUS.completed).length;
  const current = currentSection(sections);
  return (
    <Stack gap="md" data-testid="certification-board">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Text fz="sm" c="dimmed" maw={520}>
          {subTitle}
        </Text>
        <Text fz="xs" fw={700} c="dimmed" data-testid="certification-count">
          {completed} of {modules.length} modules completed
        </Text>
      </Group>
      {/* Keyed by the current section: once fresh data moves it on, that section opens. */}
      <Accordion
        key={current}
        multiple
        variant="separated"
        radius="md"
        order={4}
        defaultValue={current ? [current] : []}
        classNames={{ item: classes.item, control: classes.control }}
      >
        {sections.map((section, index) => (
          <CertificationSection
            key={section.title}
            section={section}
            place={index + 1}
            onOpen={(moduleId) => navigate(certificationModulePath(moduleId))}
          />
        ))}
      </Accordion>
    </Stack>
  );
}
