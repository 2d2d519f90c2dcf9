import { Stack, Text } from '@mantine/core';

/** An outbox tab with nothing to list: what is missing, and when it will appear. */
export function OutboxEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack align="center" gap={4} p="xl">
      <Text fw={700} c="gray.7">
        {title}
      </Text>
      <Text fz="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
