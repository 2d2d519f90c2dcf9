import { useEffect } from 'react';
import { Anchor, Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { stressBand, type StressResult } from '@oola/domain';
import { Logo } from '../../../ui/logo';
import classes from '../free-tests.module.css';
import { RichText } from '../rich-text';
import { StressGauge } from './stress-gauge';

const BANDS = {
  low: { label: 'Low stress', color: 'green', text: 'Your stress is well managed right now. Keep doing what works.' },
  medium: {
    label: 'Moderate stress',
    color: 'yellow',
    text: 'Stress is showing up in your body and mind. A few changes will go a long way.',
  },
  high: {
    label: 'High stress',
    color: 'red',
    text: 'Your body is working hard to keep up. It is time to make recovery a priority.',
  },
} as const;

/** The Stress Report: replaces the whole screen. */
export function StressReport({ result, firstName }: { result: StressResult; firstName: string }) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  const band = BANDS[stressBand(result.score)];
  const shopExternal = /^https?:/.test(result.shopLink);
  const recommendations = [result.recommendation1, result.recommendation2, result.recommendation3];
  return (
    <Box className={classes.fullScreen} role="main" aria-label="Stress Report">
      <Container size="md" py={{ base: 'lg', sm: 48 }}>
        <Group justify="space-between" mb="xl">
          <Logo />
          <Anchor component={Link} to="/" fw={600} size="sm">
            Back to home
          </Anchor>
        </Group>
        <Stack gap="xl">
          <Paper radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md" withBorder>
            <Stack align="center" gap="sm">
              <Text fw={700} c="dimmed" tt="uppercase" lts={1} size="sm">
                Stress Report
              </Text>
              <Title order={1} ta="center" fz={{ base: 26, sm: 34 }}>
                {firstName}, here is your stress score
              </Title>
              <StressGauge score={result.score} />
              <Badge size="lg" color={band.color} variant="light">
                {band.label}
              </Badge>
              <Text ta="center" maw={520} c="dimmed">
                {band.text} Your score runs from 0 (no signs of stress) to 100.
              </Text>
            </Stack>
          </Paper>
          <div>
            <Title order={2} fz={24} mb="md">
              Three things to try
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {recommendations.map((html, index) => (
                <Paper key={index} radius="lg" p="lg" withBorder shadow="xs">
                  <Text fz={34} fw={900} c="brand.3" lh={1}>
                    {index + 1}
                  </Text>
                  <RichText html={html} className={classes.recommendation} mt="xs" />
                </Paper>
              ))}
            </SimpleGrid>
          </div>
          <Paper radius="lg" p="xl" bg="brand.7" c="white">
            <Group justify="space-between" gap="md">
              <div>
                <Title order={3} c="white">
                  Support your body through stress
                </Title>
                <Text opacity={0.85} mt={4}>
                  Our mind and body blends, made with adaptogens and nootropics. 30-day money-back guarantee.
                </Text>
              </div>
              {shopExternal ? (
                <Button component="a" href={result.shopLink} target="_blank" rel="noopener" size="lg" variant="white">
                  SHOP NOW
                </Button>
              ) : (
                <Button component={Link} to={result.shopLink} size="lg" variant="white">
                  SHOP NOW
                </Button>
              )}
            </Group>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
