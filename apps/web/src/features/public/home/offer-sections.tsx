import { lazy, Suspense } from 'react';
import { Badge, Box, Button, Card, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AREAS, MARKETING } from '@oola/domain';
import { useAliasLinks } from '../alias-links';
import { useProductCards } from '../api';
import { ProductCard } from '../components/product-card';
import { textOn } from '../../../lib/contrast';
import { Section } from '../components/section';
import { WhenVisible } from '../components/when-visible';
import { RoundIcon } from '../../../ui/round-icon';

const ServicesCarousel = lazy(() => import('../components/services-carousel'));

export const BENEFITS = [
  { title: 'Design My Life Blueprint', text: 'Self-paced: score your areas and write the plan for your year.' },
  { title: 'Breakthrough Experience', text: 'Weekly for 12 weeks: short lessons that break old patterns.' },
  { title: 'My Personalized Path', text: 'Monthly coaching with a certified coach who keeps you on track.' },
  { title: 'My Daily Tracker', text: 'Three actions a day, streaks and badges that show progress.' },
  { title: 'Inner Circle support', text: 'A private community of members and coaches.' },
  { title: 'Quarterly summits', text: 'Live online sessions with our founders and guests.' },
  { title: 'Annual live event', text: 'Priority access to three days that change the year.' },
];

export function Check() {
  return (
    <RoundIcon color="green.9" size={24} aria-hidden="true">
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5">
        <path d="m5 12 5 5 9-10" />
      </svg>
    </RoundIcon>
  );
}

/** The 30-day offer: price, guarantee and the join button. */
export function OfferSection() {
  const links = useAliasLinks();
  return (
    <Section
      id="offer"
      eyebrow="30-day offer"
      title="Try the whole program for 30 days"
      subtitle="Love it or get every cent back — no questions asked."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" maw={920} mx="auto">
        <Paper radius="lg" p="xl" shadow="md" withBorder style={{ borderTop: '6px solid #2e9e4f' }}>
          <Stack gap="sm">
            <Text fw={800} c="gray.7" tt="uppercase" fz="sm" lts="0.1em">
              Membership
            </Text>
            <Group align="baseline" gap={6}>
              <Text fz={56} fw={900} c="brand.8" lh={1}>
                ${MARKETING.monthlyPrice}
              </Text>
              <Text c="gray.7" fw={700}>
                / month
              </Text>
            </Group>
            <Text c="gray.8">
              after a ${MARKETING.startupPrice} start-up for your first month. No enrollment fee. Cancel anytime.
            </Text>
            <Button component={Link} to={links.join} size="md" mt="sm">
              JOIN NOW
            </Button>
          </Stack>
        </Paper>
        <Paper radius="lg" p="xl" shadow="md" withBorder style={{ borderTop: '6px solid #f6b221' }}>
          <Stack gap="sm">
            <Text fw={800} c="gray.7" tt="uppercase" fz="sm" lts="0.1em">
              Our promise
            </Text>
            <Text fz={56} fw={900} c="brand.8" lh={1}>
              {MARKETING.guaranteeDays} days
            </Text>
            <Text c="gray.8">
              A full refund if the program is not for you — or swap the supplements for another product. Income
              opportunity as an ambassador if you love it.
            </Text>
            <Button component={Link} to={links.freeTest} size="md" mt="sm" variant="light">
              TAKE THE FREE TEST FIRST
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Section>
  );
}

function CardsFallback() {
  return <Loader mx="auto" display="block" role="status" aria-label="Loading" />;
}

/** Product cards (GET Home/GetOolaProducts/2). */
export function ProductsSection() {
  const { data } = useProductCards(2);
  return (
    <Section
      id="products"
      eyebrow="Products"
      title="Fuel for a balanced day"
      subtitle="Lab-certified, third-party-tested supplements that fit your routine."
      bg="#fff"
    >
      {data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {data.map((card) => (
            <ProductCard key={card.id} card={card} />
          ))}
        </SimpleGrid>
      ) : (
        <CardsFallback />
      )}
    </Section>
  );
}

/** Programs: what the membership includes. */
export function ProgramsSection() {
  const links = useAliasLinks();
  return (
    <Section id="programs" eyebrow="Programs" title="Everything you need to live in balance" bg="#f7f8fb">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {BENEFITS.map((benefit, index) => (
          <Card key={benefit.title} radius="lg" padding="lg" withBorder>
            <Badge color={AREAS[index % 7]!.color} variant="filled" mb="sm" c={textOn(AREAS[index % 7]!.color)}>
              {String(index + 1).padStart(2, '0')}
            </Badge>
            <Title order={3} fz="md" c="brand.8" mb={6}>
              {benefit.title}
            </Title>
            <Text fz="sm" c="gray.7">
              {benefit.text}
            </Text>
          </Card>
        ))}
        <Card radius="lg" padding="lg" bg="brand.7" c="white">
          <Stack justify="space-between" h="100%">
            <Title order={3} fz="md" c="white">
              All of it for ${MARKETING.monthlyPrice} a month
            </Title>
            <Button component={Link} to={links.join} color="yellow.4" c="#101f3a">
              SEE WHAT&apos;S INCLUDED
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Section>
  );
}

/** Services and courses in the auto-playing carousel (GET Home/GetOolaProducts/1). */
export function ServicesSection() {
  const { data } = useProductCards(1);
  return (
    <Section id="services" eyebrow="Services" title="Coaching, courses and tools" bg="#fff">
      <Box mih={420}>
        {data ? (
          <WhenVisible minHeight={420}>
            <Suspense fallback={<CardsFallback />}>
              <ServicesCarousel cards={data} />
            </Suspense>
          </WhenVisible>
        ) : (
          <CardsFallback />
        )}
      </Box>
    </Section>
  );
}

/** Free two-minute life-balance assessment banner. */
export function AssessmentBanner() {
  const links = useAliasLinks();
  return (
    <Box component="section" py={56} style={{ background: 'linear-gradient(120deg, #f6b221 0%, #f15a29 100%)' }}>
      <Stack align="center" gap="md" px="md" ta="center">
        <Text fw={800} tt="uppercase" lts="0.16em" c="#101f3a" fz="sm">
          Free · 2 minutes
        </Text>
        <Title order={2} c="#101f3a" fz={{ base: 26, sm: 38 }}>
          Take the free two-minute life-balance assessment
        </Title>
        <Text c="#101f3a" fz="lg" maw={620}>
          Answer 21 quick questions and see your own wheel of life, with a score for each of the seven areas.
        </Text>
        <Button component={Link} to={links.freeTest} size="lg" color="#101f3a" data-testid="free-test-link">
          START MY FREE ASSESSMENT
        </Button>
      </Stack>
    </Box>
  );
}

export function TrsSection() {
  const links = useAliasLinks();
  return (
    <Section id="trs" bg="#fff">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
        <img
          src="/media/images/products/trs.svg"
          alt="The six products of the Total Rebalancing System"
          width="100%"
          height="auto"
          loading="lazy"
          style={{ borderRadius: 24, aspectRatio: '1', maxWidth: 480, margin: '0 auto', display: 'block' }}
        />
        <Stack gap="md">
          <Text fw={800} tt="uppercase" lts="0.16em" c="area5.7" fz="sm">
            Total Rebalancing System
          </Text>
          <Title order={2} fz={{ base: 28, sm: 38 }} c="brand.8">
            Sunrise to sunset, in six simple steps
          </Title>
          <Text c="gray.8" fz="lg">
            Rise, Mind, Oola Shots, Connection, Body and Rest — nootropics for focus, adaptogens for stress and a
            probiotic with {MARKETING.probioticStrains} strains and {MARKETING.probioticBillionCfu} billion CFU.
          </Text>
          <List spacing="xs" icon={<Check />}>
            <List.Item>Lab-certified, third-party-tested ingredients</List.Item>
            <List.Item>Free shipping and a {MARKETING.guaranteeDays}-day money-back guarantee</List.Item>
            <List.Item>
              <b>${MARKETING.trsPrice}</b> <s>${MARKETING.trsRetailPrice}</s>
            </List.Item>
          </List>
          <Button component={Link} to={links.page('TRS')} size="md" w="fit-content">
            EXPLORE THE SYSTEM
          </Button>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

const COURSES = [
  {
    title: 'Lifestyle Framework',
    meta: 'Self-paced · 7 modules',
    text: 'The foundation: learn the seven areas and build your first blueprint.',
    color: '#2e9e4f',
  },
  {
    title: 'Breakthrough Experience',
    meta: '12 weeks · 1 module a week',
    text: 'Find the fears and habits that hold you back and replace them.',
    color: '#f15a29',
  },
  {
    title: 'My Personalized Path',
    meta: '9 to 11 months · monthly',
    text: 'A module a month with your coach, shaped by your own goals.',
    color: '#7b3f98',
  },
];

export function CoursesSection() {
  const links = useAliasLinks();
  return (
    <Section id="courses" eyebrow="Courses" title="Learn it. Live it." bg="#f7f8fb">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {COURSES.map((course) => (
          <Paper key={course.title} radius="lg" p="xl" withBorder style={{ borderLeft: `6px solid ${course.color}` }}>
            <Text fz="xs" fw={800} tt="uppercase" lts="0.1em" c="gray.7">
              {course.meta}
            </Text>
            <Title order={3} fz="xl" c="brand.8" my={8}>
              {course.title}
            </Title>
            <Text c="gray.7">{course.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Button component={Link} to={links.join} variant="outline">
          SEE ALL COURSES
        </Button>
      </Group>
    </Section>
  );
}
