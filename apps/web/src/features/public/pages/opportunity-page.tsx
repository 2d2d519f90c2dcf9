import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { COMPENSATION_PLAN_PDF, MARKETING } from '@oola/domain';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useAliasLinks } from '../alias-links';
import { PageBanner, Section } from '../components/section';
import { Check } from '../home/offer-sections';
import { SmartLink } from '../smart-link';

export const SEVEN_WAYS = [
  { title: 'Retail commissions', text: 'Up to 30% — from 15% to 30% on your own customers’ orders.' },
  {
    title: 'Fast-start bonuses',
    text: '$50 for helping someone start the Total Rebalancing System, $37 for the Lifestyle Framework.',
  },
  { title: 'Referral bonus', text: 'Give $10, get $10: a coupon for friends and a credit for you.' },
  { title: 'Team bonus', text: 'Earn on your team’s orders across up to seven uni-level levels.' },
  { title: 'Infinity bonus', text: 'A bonus on all levels below qualified leaders, with no depth limit.' },
  { title: 'Leadership bonus', text: 'A fixed monthly bonus for leaders who keep their rank.' },
  { title: 'Rank advancement', text: 'One-time bonuses from $150 to $25k as you reach each new rank.' },
];

const LEVELS = [
  { level: 1, percent: 5, rank: 'Ambassador' },
  { level: 2, percent: 5, rank: 'Ambassador' },
  { level: 3, percent: 4, rank: 'Senior Ambassador' },
  { level: 4, percent: 4, rank: 'Senior Ambassador' },
  { level: 5, percent: 3, rank: 'Director' },
  { level: 6, percent: 3, rank: 'Director' },
  { level: 7, percent: 2, rank: 'Executive Director' },
];

/** The Opportunity: ambassador plan, compensation summary, uni-level table, plan download. */
export default function OpportunityPage() {
  const links = useAliasLinks();
  usePageMeta(
    'The opportunity',
    'Become an ambassador: $47 a month after $77, a seven-way compensation plan and seven uni-level levels.',
  );
  return (
    <>
      <PageBanner
        eyebrow="The opportunity"
        title="Share balance. Build a business."
        subtitle="Ambassadors share the program they love and earn seven ways, with a 30-day money-back guarantee."
        color="#7b3f98"
      >
        <Group mt="md">
          <Button component={SmartLink} to={links.enroll} size="lg" color="yellow.4" c="#101f3a">
            BECOME AN AMBASSADOR
          </Button>
          <Button component="a" href={COMPENSATION_PLAN_PDF} download size="lg" variant="outline" color="white">
            COMPENSATION PLAN (PDF)
          </Button>
        </Group>
      </PageBanner>
      <Section eyebrow="Ambassador plan" title="Start for less than a dinner out" bg="#fff">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" maw={920} mx="auto">
          <Paper radius="lg" p="xl" shadow="md" withBorder>
            <Badge color="area5" mb="sm">
              Pre-enroll price
            </Badge>
            <Text fz={56} fw={900} c="brand.8" lh={1} data-testid="pre-enroll-price">
              ${MARKETING.preEnrollPrice.toFixed(2)}
            </Text>
            <Text c="gray.8" mt="sm">
              Then ${MARKETING.monthlyPrice} per month after ${MARKETING.startupPrice} initial enrollment, including
              your own membership.
            </Text>
          </Paper>
          <Paper radius="lg" p="xl" bg="#f7f8fb">
            <List spacing="sm" icon={<Check />}>
              <List.Item>Your personal site to share, with your own profile</List.Item>
              <List.Item>Training and a back office to follow your team</List.Item>
              <List.Item>{MARKETING.guaranteeDays}-day money-back guarantee</List.Item>
              <List.Item>Cancel anytime, no inventory to buy</List.Item>
            </List>
          </Paper>
        </SimpleGrid>
      </Section>
      <Section eyebrow="Compensation summary" title="Seven ways to earn" bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {SEVEN_WAYS.map((way, index) => (
            <Paper key={way.title} radius="lg" p="lg" withBorder data-testid="earning-way">
              <Text fz={32} fw={900} c="area6.7" lh={1}>
                {index + 1}
              </Text>
              <Title order={3} fz="md" c="brand.8" my={6}>
                {way.title}
              </Title>
              <Text fz="sm" c="gray.7">
                {way.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section eyebrow="Team bonus" title="Seven uni-level levels" bg="#fff" size="md">
        <Paper radius="lg" withBorder style={{ overflow: 'hidden' }}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead bg="brand.7">
              <Table.Tr>
                <Table.Th c="white">Level</Table.Th>
                <Table.Th c="white">Team bonus</Table.Th>
                <Table.Th c="white">Paid from rank</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {LEVELS.map((row) => (
                <Table.Tr key={row.level} data-testid="unilevel-row">
                  <Table.Td fw={700}>Level {row.level}</Table.Td>
                  <Table.Td>{row.percent}%</Table.Td>
                  <Table.Td>{row.rank}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Stack align="center" mt="xl" gap="xs">
          <Button component="a" href={COMPENSATION_PLAN_PDF} download>
            DOWNLOAD THE PLAN (PDF)
          </Button>
          <Text fz="xs" c="gray.7" ta="center" maw={560}>
            Earnings depend on effort and sales; most ambassadors earn a modest part-time income. See the plan for the
            full rules.
          </Text>
        </Stack>
      </Section>
    </>
  );
}
