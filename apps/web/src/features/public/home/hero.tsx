import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AREAS, MARKETING } from '@oola/domain';
import { useAliasLinks } from '../alias-links';

/** Abstract hero art: the seven-area wheel with orbiting circles, drawn in SVG. */
function HeroArt() {
  const slices = AREAS.map((area, index) => {
    const a0 = (index / 7) * Math.PI * 2 - Math.PI / 2;
    const a1 = ((index + 1) / 7) * Math.PI * 2 - Math.PI / 2 - 0.04;
    const r = 150;
    const point = (a: number) => `${(200 + r * Math.cos(a)).toFixed(1)} ${(200 + r * Math.sin(a)).toFixed(1)}`;
    return (
      <path
        key={area.id}
        d={`M200 200 L${point(a0)} A${r} ${r} 0 0 1 ${point(a1)} Z`}
        fill={area.color}
        stroke="rgba(255,255,255,0.85)"
        strokeWidth={3}
        strokeLinejoin="round"
      />
    );
  });
  return (
    <svg
      viewBox="0 0 400 400"
      width="100%"
      style={{ maxWidth: 440 }}
      role="img"
      aria-label="The seven life areas as a balanced wheel"
    >
      <circle
        cx="200"
        cy="200"
        r="190"
        fill="none"
        stroke="rgba(255,255,255,0.15)"
        strokeWidth="2"
        strokeDasharray="4 10"
      />
      <g className="hero-wheel">{slices}</g>
      <circle cx="200" cy="200" r="62" fill="#101f3a" />
      <text
        x="200"
        y="196"
        textAnchor="middle"
        fill="#fff"
        fontSize="30"
        fontWeight="800"
        fontFamily="Montserrat, Arial, sans-serif"
      >
        7
      </text>
      <text
        x="200"
        y="222"
        textAnchor="middle"
        fill="#cfdcf2"
        fontSize="13"
        fontWeight="700"
        letterSpacing="2"
        fontFamily="Montserrat, Arial, sans-serif"
      >
        AREAS
      </text>
      <circle cx="352" cy="80" r="14" fill="#f6b221" />
      <circle cx="46" cy="318" r="10" fill="#8cc63f" />
      <circle cx="368" cy="330" r="6" fill="#fff" opacity="0.7" />
    </svg>
  );
}

export function Hero({ onStart }: { onStart: () => void }) {
  const links = useAliasLinks();
  return (
    <Box
      component="section"
      c="white"
      py={{ base: 56, sm: 96 }}
      style={{
        background:
          'radial-gradient(circle at 80% 30%, rgba(63,113,199,0.45), transparent 45%), linear-gradient(160deg, #1f3a68 0%, #101f3a 70%)',
        overflow: 'hidden',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text fz="sm" fw={800} tt="uppercase" lts="0.18em" c="yellow.3">
              Life balance, one day at a time
            </Text>
            <Title order={1} fz={{ base: 38, sm: 60 }} lh={1.02} c="white">
              Balance the seven areas of your life.
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="gray.2" maw={520}>
              Score where you are, choose the goals that matter and take three small actions a day — with courses, a
              daily tracker and a coach in your corner. Trusted by over {MARKETING.peopleCount.toLocaleString('en-US')}{' '}
              people in {MARKETING.countries} countries.
            </Text>
            <Group gap="md">
              <Button component={Link} to={links.join} size="lg" color="yellow.4" c="#101f3a">
                JOIN
              </Button>
              <Button size="lg" variant="outline" color="white" onClick={onStart}>
                START TODAY
              </Button>
            </Group>
          </Stack>
          <Box ta="center">
            <HeroArt />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
