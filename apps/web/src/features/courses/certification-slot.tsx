import { Paper, Text } from '@mantine/core';

/**
 * Where the coach certification (course 1009) shows when it is the open course. A stand-in until
 * the certification feature's CertificationBoard takes its place.
 */
export function CertificationSlot({ courseId }: { courseId: number }) {
  return (
    <Paper radius="md" p="lg" bg="brand.0" data-testid="certification-slot" data-course-id={courseId}>
      <Text fw={700} c="brand.8">
        Coach certification
      </Text>
    </Paper>
  );
}
