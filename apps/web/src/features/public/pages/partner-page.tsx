import { lazy, Suspense } from 'react';
import { Box, Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CAROUSELS } from '@oola/domain';
import { useMediaQuery } from '@mantine/hooks';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useAliasLinks } from '../alias-links';
import { useTestimonials } from '../api';
import { PageBanner, Section } from '../components/section';
import { TestimonialCard } from '../components/testimonials-carousel';
import { Check } from '../home/offer-sections';
import { SmartLink } from '../smart-link';

const TestimonialsCarousel = lazy(() => import('../components/testimonials-carousel'));

const WHY = [
  { title: 'Purpose', text: 'Help people you care about find balance in all seven areas of life.' },
  { title: 'Flexibility', text: 'Work from anywhere, on your schedule, as much or as little as you like.' },
  { title: 'Support', text: 'Training, tools and a community of partners who want you to win.' },
];

const THINGS_TO_KNOW = [
  'There is no inventory to buy and no quota to meet.',
  'You can start as an affiliate and upgrade later.',
  'Ambassadors keep their own membership at the member price.',
  'Coaches complete a certification course before taking clients.',
  'Commissions are paid monthly by direct deposit.',
  'Every role comes with a 30-day money-back guarantee.',
  'You can cancel any time from your back office.',
];

function PartnerTestimonials() {
  const mobile = useMediaQuery('(max-width: 767px)');
  const { data } = useTestimonials(4);
  if (!data) return null;
  if (mobile) {
    return (
      <Suspense fallback={null}>
        <TestimonialsCarousel items={data} autoplayMs={CAROUSELS.partnerTestimonials.autoplayMs} />
      </Suspense>
    );
  }
  return (
    <SimpleGrid cols={3} spacing="lg">
      {data.map((item) => (
        <TestimonialCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

/** Partner: why partner, three opportunities, earning paths, testimonials, seven things to know, get started. */
export default function PartnerPage() {
  const links = useAliasLinks();
  usePageMeta(
    'Partner with us',
    'Become an affiliate, an ambassador or a certified coach and earn while you help others live in balance.',
  );
  const options = [
    {
      title: 'Affiliate',
      text: 'Share a link, earn up to 30% commission. Free to join.',
      cta: 'BECOME AN AFFILIATE',
      to: links.page('Affiliate'),
      newTab: false,
      color: '#2a5ea9',
    },
    {
      title: 'Ambassador',
      text: 'Build a team and earn seven ways, with your own personal site.',
      cta: 'BECOME AN AMBASSADOR',
      to: links.enroll,
      newTab: true,
      color: '#7b3f98',
    },
    {
      title: 'Coach',
      text: 'Get certified and guide members through their year, one session a month.',
      cta: 'BECOME A COACH',
      to: links.enroll,
      newTab: true,
      color: '#1f7a3a',
    },
  ];
  return (
    <>
      <PageBanner
        eyebrow="Partner with us"
        title="Do work that matters — and get paid for it"
        subtitle="Three ways to partner, from sharing a link to coaching members one-to-one."
        color="#2e9e4f"
      />
      <Section eyebrow="Why partner" title="Why people partner with us" bg="#fff">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {WHY.map((item) => (
            <Paper key={item.title} radius="lg" p="xl" bg="#f7f8fb">
              <Title order={3} fz="lg" c="brand.8" mb={6}>
                {item.title}
              </Title>
              <Text c="gray.7">{item.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="opportunities" eyebrow="Opportunities" title="Choose your path" bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {options.map((option) => (
            <Paper
              key={option.title}
              radius="lg"
              p="xl"
              withBorder
              shadow="sm"
              style={{ borderTop: `6px solid ${option.color}` }}
            >
              <Stack h="100%" justify="space-between">
                <div>
                  <Title order={3} c="brand.8" mb={6}>
                    {option.title}
                  </Title>
                  <Text c="gray.7">{option.text}</Text>
                </div>
                <Button
                  component={SmartLink}
                  to={option.to}
                  newTab={option.newTab}
                  target={option.newTab ? '_blank' : undefined}
                  color={option.color}
                >
                  {option.cta}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section eyebrow="Earning paths" title="How partners earn" bg="#fff" size="md">
        <Text c="gray.8" fz="lg" lh={1.7} ta="center">
          Affiliates earn commission on their own customers’ orders. Ambassadors add team, infinity and leadership
          bonuses across seven levels, plus rank advancement bonuses. Coaches earn a monthly fee for every member they
          coach, and can be ambassadors too.
        </Text>
        <Box ta="center" mt="lg">
          <Button component={Link} to={links.page('theOpportunity')} variant="light">
            SEE THE COMPENSATION PLAN
          </Button>
        </Box>
      </Section>
      <Section eyebrow="Partners say" title="In their words" bg="#f7f8fb">
        <PartnerTestimonials />
      </Section>
      <Section eyebrow="Good to know" title="Seven things to know" bg="#fff" size="md">
        <List spacing="sm" icon={<Check />} maw={640} mx="auto">
          {THINGS_TO_KNOW.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Section>
      <Section
        eyebrow="Get started"
        title="Not sure which path fits?"
        subtitle="Talk it through with an advisory coach — a free 20-minute call."
        bg="linear-gradient(120deg, #1f3a68, #2a5ea9)"
        dark
      >
        <Box ta="center">
          <Button component={Link} to="/coachDirectory" size="lg" color="yellow.4" c="#101f3a">
            TALK TO A COACH
          </Button>
        </Box>
      </Section>
    </>
  );
}
