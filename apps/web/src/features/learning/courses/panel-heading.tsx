import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A heading inside the ADDITIONAL PROGRAMS tab (under the section's own h2). */
export function PanelHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} component="h3" m={0} fz="xs" fw={800} c="brand.8" style={{ letterSpacing: '0.08em' }}>
      {children}
    </Text>
  );
}
