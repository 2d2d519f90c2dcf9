import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MARKETING } from '@oola/domain';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useAliasLinks } from '../alias-links';
import { PageBanner, Section } from '../components/section';
import { Check } from '../home/offer-sections';
import { SmartLink } from '../smart-link';

const BLENDS = [
  {
    name: 'Nootropic blend',
    product: 'Mind',
    color: '#2e9e4f',
    text: 'Nootropics are nutrients and plant extracts that support focus, memory and mental energy. Mind combines bacopa, lion’s mane, citicoline and rhodiola for a clear head without a crash.',
  },
  {
    name: 'Adaptogenic blend',
    product: 'Body',
    color: '#d7263d',
    text: 'Adaptogens are herbs that help the body respond to physical and emotional stress. Body pairs ashwagandha, holy basil and schisandra with magnesium to support calm and recovery.',
  },
  {
    name: 'Probiotic',
    product: 'Connection',
    color: '#7b3f98',
    text: `The gut and the brain talk all day. Connection delivers ${MARKETING.probioticStrains} strains and ${MARKETING.probioticBillionCfu} billion CFU in a delayed-release capsule to support digestion and that gut–brain connection.`,
  },
];

export const QUALITY = [
  { title: 'Purity', text: 'Tested for heavy metals, microbes and pesticides.' },
  { title: 'Identity', text: 'Every botanical is confirmed to be the right species and part.' },
  { title: 'Strength', text: 'Each batch contains the amount on the label.' },
  { title: 'Safety', text: 'Made in a certified facility under good manufacturing practice.' },
  { title: 'Composition', text: 'No artificial colors and no fillers we would not take ourselves.' },
];

export function Disclaimer() {
  return (
    <Text fz="xs" c="gray.7" ta="center" maw={760} mx="auto" mt="xl">
      * These statements have not been evaluated by the Food and Drug Administration. These products are not intended to
      diagnose, treat, cure or prevent any disease.
    </Text>
  );
}

export function QualitySection() {
  return (
    <Section eyebrow="Quality" title="Lab-certified. Third-party tested." bg="#f7f8fb">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="md">
        {QUALITY.map((item) => (
          <Paper key={item.title} radius="lg" p="lg" withBorder>
            <Group gap="xs" mb={6}>
              <Check />
              <Title order={3} fz="md" c="brand.8">
                {item.title}
              </Title>
            </Group>
            <Text fz="sm" c="gray.7">
              {item.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Disclaimer />
    </Section>
  );
}

/** Science: nootropic, adaptogenic and probiotic blends, quality and disclaimer; ENROLL leaves for enrolment. */
export default function SciencePage() {
  const links = useAliasLinks();
  usePageMeta(
    'The science',
    'How nootropics, adaptogens and a 12-strain probiotic support focus, stress and the gut–brain connection.',
  );
  return (
    <>
      <PageBanner
        eyebrow="The science"
        title="Nourish the mind, balance the body"
        subtitle="Three blends, chosen by scientists and tested by independent labs, to support focus by day and calm by night."
      >
        <Group mt="md">
          <Button component={SmartLink} to={links.enroll} size="lg" color="yellow.4" c="#101f3a">
            ENROLL
          </Button>
        </Group>
      </PageBanner>
      <Section eyebrow="The blends" title="What is inside, and why" bg="#fff">
        <Stack gap="lg">
          {BLENDS.map((blend) => (
            <Paper
              key={blend.name}
              radius="lg"
              p={{ base: 'lg', sm: 'xl' }}
              withBorder
              style={{ borderLeft: `8px solid ${blend.color}` }}
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                <div>
                  <Text fz="xs" fw={800} tt="uppercase" lts="0.1em" c="gray.7">
                    {blend.product}
                  </Text>
                  <Title order={3} fz="xl" c="brand.8">
                    {blend.name}
                  </Title>
                </div>
                <Text c="gray.8" lh={1.6} style={{ gridColumn: 'span 2' }}>
                  {blend.text}*
                </Text>
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
        <List mt="xl" spacing="xs" icon={<Check />} maw={640} mx="auto">
          <List.Item>
            Most people fall short of key nutrients — magnesium, vitamin D and B vitamins among them.
          </List.Item>
          <List.Item>Stress raises cortisol; adaptogens support a healthy response.*</List.Item>
          <List.Item>A diverse gut microbiome is linked with mood and energy.*</List.Item>
        </List>
      </Section>
      <QualitySection />
    </>
  );
}
