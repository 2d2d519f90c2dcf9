import { useState } from 'react';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useAliasLinks } from '../alias-links';
import { AreaIcon } from '../components/area-icon';
import { LIFE_AREAS } from '../components/life-areas';
import { Section } from '../components/section';

const RADIUS = 120;

/** Index 0 is the intro, 1-7 the life areas; hover or click a coloured dot to change it. */
export function JourneySelector() {
  const [index, setIndex] = useState(0);
  const links = useAliasLinks();
  const area = index > 0 ? LIFE_AREAS[index - 1] : undefined;
  return (
    <Section
      id="journey"
      eyebrow="Your journey"
      title="Seven areas. One balanced life."
      subtitle="Hover or tap a color to explore each area of the wheel."
      bg="#f7f8fb"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
        <Box pos="relative" w={320} h={320} mx="auto" data-testid="journey-wheel">
          <UnstyledButton
            onMouseEnter={() => setIndex(0)}
            onClick={() => setIndex(0)}
            aria-pressed={index === 0}
            pos="absolute"
            style={{
              left: 100,
              top: 100,
              width: 120,
              height: 120,
              borderRadius: '50%',
              background: '#1f3a68',
              color: 'white',
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              fontWeight: 800,
            }}
          >
            {area ? area.name : 'START'}
          </UnstyledButton>
          {LIFE_AREAS.map((item, i) => {
            const angle = (i / 7) * Math.PI * 2 - Math.PI / 2;
            const active = index === i + 1;
            const size = active ? 72 : 60;
            return (
              <UnstyledButton
                key={item.name}
                aria-label={item.name}
                aria-pressed={active}
                onMouseEnter={() => setIndex(i + 1)}
                onFocus={() => setIndex(i + 1)}
                onClick={() => setIndex(i + 1)}
                pos="absolute"
                style={{
                  left: 160 + RADIUS * Math.cos(angle) - size / 2,
                  top: 160 + RADIUS * Math.sin(angle) - size / 2,
                  width: size,
                  height: size,
                  borderRadius: '50%',
                  background: item.color,
                  color: 'white',
                  display: 'grid',
                  placeItems: 'center',
                  boxShadow: active
                    ? `0 0 0 6px ${item.color}40, 0 10px 24px rgba(0,0,0,0.2)`
                    : '0 6px 16px rgba(0,0,0,0.12)',
                  transition: 'all 200ms ease',
                }}
              >
                <AreaIcon name={item.name} size={active ? 32 : 26} />
              </UnstyledButton>
            );
          })}
        </Box>
        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 40 }}
          shadow="sm"
          withBorder
          data-testid="journey-panel"
          data-index={index}
        >
          {area ? (
            <Stack gap="md">
              <Group gap="sm">
                <Box w={14} h={14} style={{ borderRadius: 7, background: area.color }} />
                <Text fw={800} fz="sm" lts="0.14em" c="gray.7">
                  AREA {index} OF 7
                </Text>
              </Group>
              <Title order={3} fz={32} c="brand.8">
                {area.name}
              </Title>
              <Text fz="lg" lh={1.6} c="gray.8">
                {area.text}
              </Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <Title order={3} fz={32} c="brand.8">
                Where is your life out of balance?
              </Title>
              <Text fz="lg" lh={1.6} c="gray.8">
                Most of us pour everything into one or two areas and let the others slide. The journey starts by scoring
                all seven — Fitness, Finance, Family, Field, Faith, Friends and Fun — so you can see the whole picture
                and choose where a small change will matter most.
              </Text>
              <Button component={Link} to={links.freeTest} w="fit-content">
                SCORE MY SEVEN AREAS
              </Button>
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Section>
  );
}
