import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Background colour or gradient. */
  bg?: string;
  dark?: boolean;
  size?: 'md' | 'lg' | 'xl';
  py?: number;
}

/** One marketing section: consistent spacing, an eyebrow, a heading and an intro line. */
export function Section({ id, eyebrow, title, subtitle, children, bg, dark, size = 'lg', py = 72 }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      py={py}
      style={{ background: bg, scrollMarginTop: 72 }}
      c={dark ? 'white' : undefined}
    >
      <Container size={size}>
        {(eyebrow || title || subtitle) && (
          <Stack gap={8} align="center" ta="center" mb={40} maw={760} mx="auto">
            {eyebrow && (
              <Text fz="sm" fw={800} tt="uppercase" lts="0.16em" c={dark ? 'yellow.3' : 'area5.7'}>
                {eyebrow}
              </Text>
            )}
            {title && (
              <Title order={2} fz={{ base: 28, sm: 38 }} lh={1.15} c={dark ? 'white' : 'brand.8'}>
                {title}
              </Title>
            )}
            {subtitle && (
              <Text fz={{ base: 'md', sm: 'lg' }} c={dark ? 'gray.2' : 'gray.7'}>
                {subtitle}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** The banner at the top of an inner page. */
export function PageBanner({
  eyebrow,
  title,
  subtitle,
  children,
  color = '#1f3a68',
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  color?: string;
}) {
  return (
    <Box
      component="section"
      py={{ base: 56, sm: 88 }}
      c="white"
      style={{
        background: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.14), transparent 40%), linear-gradient(135deg, ${color} 0%, #101f3a 100%)`,
      }}
    >
      <Container size="lg">
        <Stack gap="sm" maw={760}>
          {eyebrow && (
            <Text fz="sm" fw={800} tt="uppercase" lts="0.16em" c="yellow.3">
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.05} c="white">
            {title}
          </Title>
          {subtitle && (
            <Text fz={{ base: 'md', sm: 'xl' }} c="gray.1">
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
