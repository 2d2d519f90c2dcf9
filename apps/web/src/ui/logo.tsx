import { Group, Text } from '@mantine/core';

/** The seven-slice wheel mark and the brand name. */
export function Logo({ brand = 'Oola', light = false }: { brand?: string; light?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Text fw={900} fz={24} c={light ? 'white' : 'brand.7'} style={{ letterSpacing: '-0.02em' }}>
        {brand.toLowerCase()}
      </Text>
    </Group>
  );
}
