import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSettings } from '../../../lib/settings';
import { usePageMeta } from '../../../ui/use-page-meta';
import { PageBanner, Section } from '../components/section';
import { Testimonials } from '../components/testimonials';
import { VideoPanel, VIDEOS } from '../components/video-panel';
import { RoundIcon } from '../../../ui/round-icon';

const STEPS = [
  { title: 'Sign up free', text: 'Create your affiliate account in minutes and get your personal link.' },
  { title: 'Share what you love', text: 'Send your link or your give-$10-get-$10 coupon to friends and followers.' },
  { title: 'Earn', text: 'Earn 15% to 30% commission on your customers’ orders, paid every month.' },
];

/** Affiliate: JOIN TODAY, BECOME AN AFFILIATE and SIGN ME UP open the affiliate sign-up in a new tab. */
export default function AffiliatePage() {
  const settings = useSettings();
  usePageMeta(
    'Become an affiliate',
    'Share the program and earn up to 30% commission, plus a give $10, get $10 coupon for your friends.',
  );
  const signUp = {
    component: 'a' as const,
    href: settings.links.affiliateSignUp,
    target: '_blank',
    rel: 'noopener noreferrer',
  };
  return (
    <>
      <PageBanner
        eyebrow="Affiliate"
        title="Share. Earn up to 30%."
        subtitle="No fees, no inventory, no team to build — just a link to share with people you care about."
        color="#2a5ea9"
      >
        <Group mt="md">
          <Button {...signUp} size="lg" color="yellow.4" c="#101f3a">
            JOIN TODAY
          </Button>
        </Group>
      </PageBanner>
      <Section bg="#fff">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <VideoPanel
            src={VIDEOS.rebalancing}
            title="Why our affiliates share"
            cover="linear-gradient(135deg, #2a5ea9, #101f3a)"
          />
          <Stack>
            <Title order={2} c="brand.8">
              Get paid to share balance
            </Title>
            <Text c="gray.8" fz="lg">
              Affiliates earn 15% to 30% on every order from their customers, plus a referral bonus. Your friends get
              $10 off and you get $10 in credit.
            </Text>
            <Button {...signUp} w="fit-content">
              BECOME AN AFFILIATE
            </Button>
          </Stack>
        </SimpleGrid>
      </Section>
      <Section eyebrow="How it works" title="Three steps" bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {STEPS.map((step, index) => (
            <Paper key={step.title} radius="lg" p="xl" withBorder>
              <RoundIcon size={48} color="brand" mb="md">
                <Text component="span" fw={900} c="white">
                  {index + 1}
                </Text>
              </RoundIcon>
              <Title order={3} fz="lg" c="brand.8" mb={6}>
                {step.title}
              </Title>
              <Text c="gray.7">{step.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section eyebrow="Affiliates say" title="Sharing that pays for itself" bg="#fff">
        <Testimonials option={2} perView={2} />
        <Group justify="center" mt="lg">
          <Button {...signUp} size="lg">
            SIGN ME UP
          </Button>
        </Group>
      </Section>
    </>
  );
}
