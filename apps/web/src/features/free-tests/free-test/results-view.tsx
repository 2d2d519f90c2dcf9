import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title, Transition } from '@mantine/core';
import { Link } from 'react-router';
import { FREE_TEST, type FreeTestResult } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { Wheel } from '../../../ui/wheel';
import classes from '../free-tests.module.css';
import { RichText } from '../rich-text';

/** After 3 s the area scores, after 4.5 s the read-out; the wheel grows from zero meanwhile. */
function useReveal() {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const scores = window.setTimeout(() => setStage(1), FREE_TEST.scoresRevealMs);
    const results = window.setTimeout(() => setStage(2), FREE_TEST.resultsRevealMs);
    return () => {
      window.clearTimeout(scores);
      window.clearTimeout(results);
    };
  }, []);
  return stage;
}

export function ResultsView({ result, firstName }: { result: FreeTestResult; firstName: string }) {
  const stage = useReveal();
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md">
        <Stack align="center" gap="md">
          <Title order={2} ta="center" fz={{ base: 24, sm: 30 }}>
            {firstName}, here is your life wheel
          </Title>
          <Wheel
            slices={result.areas.map((area) => ({ areaId: area.id, score: area.score / 10 }))}
            total={result.oolaScore}
            size={380}
            animateFromZero
          />
          <Transition mounted={stage >= 1} transition="fade-up" duration={400}>
            {(style) => (
              <SimpleGrid cols={{ base: 4, sm: 7 }} spacing="xs" w="100%" style={style} data-testid="area-scores">
                {result.areas.map((area) => (
                  <Paper
                    key={area.id}
                    radius="md"
                    p="xs"
                    ta="center"
                    style={{ borderTop: `4px solid ${area.color}` }}
                    withBorder
                  >
                    <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                      {area.name}
                    </Text>
                    <Text fz={22} fw={800} c={areaColor(area.id)}>
                      {(area.score / 10).toFixed(1)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
          </Transition>
        </Stack>
      </Paper>
      <Transition mounted={stage >= 2} transition="fade-up" duration={500}>
        {(style) => (
          <Stack gap="xl" style={style}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <Paper withBorder radius="lg" p="xl">
                <Title order={3} mb="md">
                  Your results
                </Title>
                <RichText html={result.results} className={classes.richText} />
              </Paper>
              <Paper withBorder radius="lg" p="xl" bg="brand.0">
                <Title order={3} mb="md">
                  Where to start
                </Title>
                <RichText html={result.recommendations} className={classes.richText} />
              </Paper>
            </SimpleGrid>
            <Group justify="center">
              <Button component={Link} to="/" size="lg">
                GO TO HOME PAGE
              </Button>
            </Group>
          </Stack>
        )}
      </Transition>
    </Stack>
  );
}
