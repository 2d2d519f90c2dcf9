import { useEffect } from 'react';
import { Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMatch } from 'react-router';
import { MARKETING } from '@oola/domain';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useAliasLinks } from '../alias-links';
import { SmartLink } from '../smart-link';
import { FaqList } from '../components/faq-list';
import { PageBanner, Section } from '../components/section';
import { VideoPanel, VIDEOS } from '../components/video-panel';
import { BENEFITS, Check } from '../home/offer-sections';
import { RoundIcon } from '../../../ui/round-icon';

const PURPOSE = [
  {
    title: 'E-learning',
    text: 'Short video lessons and worksheets that unlock week by week, at your pace.',
    color: '#2e9e4f',
    d: 'M4 5h16v11H4zM8 20h8M12 16v4',
  },
  {
    title: 'Community',
    text: 'The Inner Circle: members and coaches who cheer your wins and help on hard days.',
    color: '#7b3f98',
    d: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 16.5c1-.9 2.4-1.5 4-1.5 3 0 6 2 6 5',
  },
  {
    title: 'Accountability tools',
    text: 'A daily tracker, streaks, badges and a coach who checks in every month.',
    color: '#f15a29',
    d: 'm5 12 5 5 9-10',
  },
];

function FaqOnly() {
  return (
    <>
      <PageBanner
        eyebrow="FAQ"
        title="Frequently asked questions"
        subtitle="Everything about the program, the membership, the supplements and earning as a partner."
      />
      <Section id="faq" title="Questions, answered" bg="#f7f8fb">
        <FaqList />
      </Section>
    </>
  );
}

/** Learn more; /learnmore/faq shows the banner and the FAQ and scrolls to it. */
export default function LearnMorePage({ faq = false }: { faq?: boolean }) {
  const links = useAliasLinks();
  const exactFaq = useMatch('/learnMore/faq') !== null;
  usePageMeta(
    faq ? 'Frequently asked questions' : 'Learn more about the program',
    faq
      ? 'Answers about the life-balance membership, pricing, the 30-day guarantee, supplements and the ambassador plan.'
      : 'What the life-balance membership includes: e-learning, community, coaching and tools, for $47 a month.',
  );
  useEffect(() => {
    if (faq && exactFaq) document.getElementById('faq')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [faq, exactFaq]);
  if (faq) return <FaqOnly />;
  return (
    <>
      <Box py={{ base: 48, sm: 80 }} style={{ background: 'linear-gradient(160deg, #1f3a68 0%, #101f3a 75%)' }}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="md">
              <Text fz="sm" fw={800} tt="uppercase" lts="0.16em" c="yellow.3">
                The membership
              </Text>
              <Title order={1} c="white" fz={{ base: 34, sm: 50 }} lh={1.05}>
                Find your purpose. Live in balance.
              </Title>
              <Text c="gray.2" fz="lg">
                A guided year of small, steady changes across all seven areas of your life — with the people and tools
                to keep you going.
              </Text>
              <Group>
                <Button component="a" href="#price" size="lg" color="yellow.4" c="#101f3a">
                  JOIN FOR ${MARKETING.monthlyPrice}/MONTH
                </Button>
              </Group>
            </Stack>
            <VideoPanel src={VIDEOS.intro} title="Meet the program" caption="Two minutes on how it works" />
          </SimpleGrid>
        </Container>
      </Box>
      <Section id="purpose" eyebrow="Find your purpose" title="Three things that make change stick" bg="#fff">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PURPOSE.map((item) => (
            <Paper key={item.title} radius="lg" p="xl" withBorder>
              <RoundIcon size={56} color={item.color} mb="md">
                <svg
                  width="28"
                  height="28"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d={item.d} />
                </svg>
              </RoundIcon>
              <Title order={3} fz="xl" c="brand.8" mb={6}>
                {item.title}
              </Title>
              <Text c="gray.7">{item.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="included" eyebrow="What's included" title="Your year, step by step" bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={900} mx="auto">
          {BENEFITS.map((benefit) => (
            <Group key={benefit.title} align="flex-start" wrap="nowrap" gap="sm">
              <Check />
              <div>
                <Text fw={800} c="brand.8">
                  {benefit.title}
                </Text>
                <Text c="gray.7" fz="sm">
                  {benefit.text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="price" eyebrow="Price and benefits" title="One simple membership" bg="#fff">
        <Paper radius="xl" p={{ base: 'lg', sm: 48 }} shadow="lg" withBorder maw={640} mx="auto" ta="center">
          <Text fz={64} fw={900} c="brand.8" lh={1}>
            ${MARKETING.monthlyPrice}
            <Text span fz="xl" c="gray.7" fw={700}>
              {' '}
              / month
            </Text>
          </Text>
          <Text c="gray.8" mt="sm">
            after a ${MARKETING.startupPrice} initial enrollment for the first month
          </Text>
          <List spacing="sm" mt="xl" ta="left" maw={380} mx="auto" icon={<Check />}>
            <List.Item>No enrollment fee</List.Item>
            <List.Item>Cancel anytime</List.Item>
            <List.Item>{MARKETING.guaranteeDays}-day money-back guarantee</List.Item>
            <List.Item>Income opportunity as an ambassador</List.Item>
          </List>
          <Button component={SmartLink} to={links.enroll} size="lg" mt="xl" color="area5">
            ENROLL NOW
          </Button>
        </Paper>
      </Section>
      <Section id="faq" eyebrow="FAQ" title="Questions, answered" bg="#f7f8fb">
        <FaqList />
      </Section>
    </>
  );
}
