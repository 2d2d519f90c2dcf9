import { Text } from '@mantine/core';

/** The copyright footer. */
export function DashboardFooter({ brand }: { brand: string }) {
  return (
    <Text component="footer" ta="center" fz="xs" c="dimmed" py="xl">
      © {new Date().getFullYear()} {brand} Life. All rights reserved.
    </Text>
  );
}
