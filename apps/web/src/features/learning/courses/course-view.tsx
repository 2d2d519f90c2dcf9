import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CourseItem } from '@oola/domain';
import { CertificationBoard } from '../certification/certification-board';
import { CourseModulesPanel } from './course-modules-panel';

function ArrowLeft() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.6} aria-hidden>
      <path d="M19 12H5m0 0l6-6m-6 6l6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface CourseViewProps {
  course: CourseItem;
  onClose: () => void;
}

/** An open course: its title, the way back to every program, and its modules (or the certification's board). */
export function CourseView({ course, onClose }: CourseViewProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // The course replaces the list in place: its title takes the focus, so a screen reader follows.
  useEffect(() => title.current?.focus(), [course.id]);
  return (
    <Stack gap="md" data-testid="course-view">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz={11} fw={800} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {course.isCoachCertification ? 'Coach certification' : `By ${course.creator}`}
          </Text>
          <Title ref={title} order={3} fz="lg" c="brand.8" lh={1.25} tabIndex={-1} style={{ outline: 'none' }}>
            {course.title}
          </Title>
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<ArrowLeft />}
          onClick={onClose}
          style={{ flexShrink: 0 }}
        >
          ALL PROGRAMS
        </Button>
      </Group>
      {course.isCoachCertification ? (
        <CertificationBoard courseId={course.id} />
      ) : (
        <CourseModulesPanel course={course} />
      )}
    </Stack>
  );
}
