import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface StartTrackProps {
  intro: string;
  label: string;
  to: string;
}

/** The call to start a track with its assessment. */
export function StartTrack({ intro, label, to }: StartTrackProps) {
  return (
    <Paper radius="md" p="md" mb="md" bg="brand.0">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={600} c="brand.8" maw={420}>
          {intro}
        </Text>
        <Button component={Link} to={to} color="area5.6">
          {label}
        </Button>
      </Group>
    </Paper>
  );
}
