import { useEffect, useRef, useState } from 'react';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MARKETING } from '@oola/domain';
import { useSettings } from '../../../lib/settings';
import { useAliasLinks } from '../alias-links';
import { LIFE_AREAS } from '../components/life-areas';
import { Section } from '../components/section';
import { VideoPanel, VIDEOS } from '../components/video-panel';
import { SmartLink } from '../smart-link';

/** 'In with the blue' (blue theme) and 'Start rebalancing today', each with a video. */
export function VideoJourneys() {
  const links = useAliasLinks();
  return (
    <>
      <Section id="in-with-the-blue" bg="linear-gradient(160deg, #2a5ea9 0%, #0c2a5c 100%)" dark>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Text fw={800} tt="uppercase" lts="0.16em" c="yellow.3" fz="sm">
              Mind
            </Text>
            <Title order={2} c="white" fz={{ base: 30, sm: 44 }}>
              In with the blue
            </Title>
            <Text c="gray.1" fz="lg">
              Stress pulls you into the red. Calm focus is blue. A few minutes of breathing, a clear plan for the day
              and the right nutrients help you think straight when life gets loud.
            </Text>
          </Stack>
          <VideoPanel
            src={VIDEOS.blue}
            title="In with the blue"
            caption="Calm mind, clear focus"
            cover="linear-gradient(135deg, #3f71c7, #0c2a5c)"
          />
        </SimpleGrid>
      </Section>
      <Section id="start-rebalancing" bg="#fff">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <VideoPanel
            src={VIDEOS.rebalancing}
            title="Start rebalancing today"
            caption="Score · set goals · take action"
            cover="linear-gradient(135deg, #2e9e4f, #1f3a68)"
          />
          <Stack gap="md">
            <Text fw={800} tt="uppercase" lts="0.16em" c="area5.7" fz="sm">
              Body &amp; life
            </Text>
            <Title order={2} c="brand.8" fz={{ base: 30, sm: 44 }}>
              Start rebalancing today
            </Title>
            <Text c="gray.8" fz="lg">
              You do not need a new life — just a better balance of the one you have. Start with the free test, pick one
              goal per area and let the daily tracker turn it into a habit.
            </Text>
            <Button component={Link} to={links.join} w="fit-content">
              JOIN
            </Button>
          </Stack>
        </SimpleGrid>
      </Section>
    </>
  );
}

/** Progress (0-1) of an element through the viewport, for scroll-drawn art. */
function useScrollProgress<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const total = rect.height + window.innerHeight;
      setProgress(Math.min(1, Math.max(0, (window.innerHeight - rect.top) / total) * 1.6));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return { ref, progress };
}

const PATH = 'M40 60 C 200 60, 200 200, 360 200 S 520 340, 680 340 S 840 120, 960 120';
const STOPS = [
  { x: 40, y: 60 },
  { x: 200, y: 130 },
  { x: 360, y: 200 },
  { x: 520, y: 270 },
  { x: 680, y: 340 },
  { x: 820, y: 230 },
  { x: 960, y: 120 },
];

/** 'Start living your Oola': a line and seven circles drawn as the visitor scrolls. */
export function LivingSection() {
  const settings = useSettings();
  const { ref, progress } = useScrollProgress<HTMLDivElement>();
  return (
    <Section
      id="start-living"
      eyebrow="Every day, a little better"
      title={`Start living your ${settings.brandName}`}
      bg="#f7f8fb"
    >
      <Box ref={ref} data-testid="living-art" data-progress={progress.toFixed(2)}>
        <svg viewBox="0 0 1000 400" width="100%" role="img" aria-label="A path through the seven life areas">
          <path d={PATH} fill="none" stroke="#dfe5ef" strokeWidth="6" strokeLinecap="round" />
          <path
            d={PATH}
            fill="none"
            stroke="#1f3a68"
            strokeWidth="6"
            strokeLinecap="round"
            pathLength={1}
            strokeDasharray="1 1"
            strokeDashoffset={1 - progress}
          />
          {STOPS.map((stop, index) => {
            const shown = progress >= index / (STOPS.length - 1) - 0.001;
            const area = LIFE_AREAS[index]!;
            return (
              <g key={area.name} style={{ transition: 'opacity 300ms, transform 300ms', opacity: shown ? 1 : 0.15 }}>
                <circle
                  cx={stop.x}
                  cy={stop.y}
                  r={shown ? 26 : 16}
                  fill={area.color}
                  style={{ transition: 'r 300ms' }}
                />
                <text
                  x={stop.x}
                  y={stop.y + 52}
                  textAnchor="middle"
                  fontSize="18"
                  fontWeight="800"
                  fill="#1f3a68"
                  fontFamily="Montserrat, Arial, sans-serif"
                >
                  {area.name}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt="xl">
        {LIFE_AREAS.map((area) => (
          <Box key={area.name} p="md" bg="white" style={{ borderRadius: 16, borderTop: `5px solid ${area.color}` }}>
            <Text fw={800} c="brand.8" mb={4}>
              {area.name}
            </Text>
            <Text fz="sm" c="gray.7">
              {area.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - began) / durationMs);
      setValue(Math.round(target * (1 - Math.pow(1 - t, 3))));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, start]);
  return value;
}

/** 1,000,000 people and 43 countries, counted up over 4 s once visible. */
export function CounterSection() {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const people = useCountUp(MARKETING.peopleCount, MARKETING.counterDurationMs, visible);
  const countries = useCountUp(MARKETING.countries, MARKETING.counterDurationMs, visible);
  return (
    <Box component="section" py={72} bg="#101f3a" c="white" ref={ref}>
      <Container size="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" ta="center">
          <Stack gap={4}>
            <Text fz={{ base: 44, sm: 64 }} fw={900} c="yellow.3" lh={1} data-testid="people-counter">
              {people.toLocaleString('en-US')}
            </Text>
            <Text fw={700} tt="uppercase" lts="0.12em">
              People
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fz={{ base: 44, sm: 64 }} fw={900} c="yellow.3" lh={1} data-testid="countries-counter">
              {countries}
            </Text>
            <Text fw={700} tt="uppercase" lts="0.12em">
              Countries
            </Text>
          </Stack>
        </SimpleGrid>
        <Text ta="center" mt="lg" c="gray.3">
          Lives touched by the seven-area framework around the world.
        </Text>
      </Container>
    </Box>
  );
}

/** Partner section: BECOME AN AMBASSADOR and BECOME A COACH. */
export function PartnerSection() {
  const links = useAliasLinks();
  return (
    <Section id="partner" eyebrow="Partner with us" title="Share what works. Earn while you do it." bg="#fff">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" maw={920} mx="auto">
        <Stack
          p="xl"
          gap="sm"
          style={{ borderRadius: 20, background: 'linear-gradient(135deg, #7b3f98, #3d1d4f)' }}
          c="white"
        >
          <Title order={3} c="white">
            Ambassadors
          </Title>
          <Text c="gray.1">Build a team, earn seven ways and get your own personal site to share.</Text>
          <Button component={SmartLink} to={links.enroll} newTab color="white" c="#3d1d4f" w="fit-content" mt="sm">
            BECOME AN AMBASSADOR
          </Button>
        </Stack>
        <Stack
          p="xl"
          gap="sm"
          style={{ borderRadius: 20, background: 'linear-gradient(135deg, #2e9e4f, #14502a)' }}
          c="white"
        >
          <Title order={3} c="white">
            Coaches
          </Title>
          <Text c="gray.1">Get certified and help members reach the goals they set in every area of life.</Text>
          <Button component={Link} to="/Partner" color="white" c="#14502a" w="fit-content" mt="sm">
            BECOME A COACH
          </Button>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

export function JoinBand() {
  const links = useAliasLinks();
  return (
    <Box component="section" py={64} style={{ background: 'linear-gradient(120deg, #1f3a68, #2a5ea9)' }}>
      <Stack align="center" gap="lg" px="md" ta="center">
        <Title order={2} c="white" fz={{ base: 28, sm: 40 }}>
          Your balanced life starts with one step
        </Title>
        <Group justify="center">
          <Button component={Link} to={links.join} size="lg" color="yellow.4" c="#101f3a">
            JOIN
          </Button>
          <Button component={Link} to={links.freeTest} size="lg" variant="outline" color="white">
            FREE LIFE BALANCE TEST
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
