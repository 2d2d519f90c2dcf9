import { lazy, Suspense } from 'react';
import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { MARKETING } from '@oola/domain';
import { useSettings } from '../../../lib/settings';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useAliasLinks } from '../alias-links';
import { Regimen } from '../components/regimen';
import { Section } from '../components/section';
import { Testimonials } from '../components/testimonials';
import { VideoPanel, VIDEOS } from '../components/video-panel';
import { SmartLink, isExternal } from '../smart-link';
import { QualitySection } from './science-page';

const TrsGallery = lazy(() => import('../components/trs-gallery'));

const DEFICIENCIES = [
  { nutrient: 'Magnesium', share: 'about half of adults', product: 'Body' },
  { nutrient: 'Vitamin D', share: 'about 4 in 10 adults', product: 'Rise' },
  { nutrient: 'Vitamin B12', share: 'common after age 50', product: 'Rise' },
  { nutrient: 'Dietary fibre and probiotics', share: 'most adults', product: 'Connection' },
];

/** Total Rebalancing System: gallery, price, regimen, video, testimonials and product panels. */
export default function TrsPage() {
  const settings = useSettings();
  const links = useAliasLinks();
  usePageMeta(
    'Total Rebalancing System',
    `Six products from sunrise to sunset: Rise, Mind, Oola Shots, Connection, Body and Rest. $${MARKETING.trsPrice} with free shipping.`,
  );
  // The product's shop link; with no shop configured, the built-in enrolment page.
  const shop = isExternal(settings.links.store) ? settings.links.store : links.enroll;
  return (
    <>
      <Box py={{ base: 40, sm: 72 }} bg="linear-gradient(180deg, #fef6e4 0%, #f7f8fb 100%)">
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Box>
              <Suspense fallback={<Box style={{ aspectRatio: '1 / 1.22' }} />}>
                <TrsGallery />
              </Suspense>
            </Box>
            <Stack gap="md">
              <Text fw={800} tt="uppercase" lts="0.16em" c="area5.7" fz="sm">
                Total Rebalancing System
              </Text>
              <Title order={1} fz={{ base: 32, sm: 46 }} c="brand.8" lh={1.05}>
                Rebalance from sunrise to sunset
              </Title>
              <Text c="gray.8" fz="lg">
                Six products that work with your day: energy in the morning, focus at work, a lift in the afternoon and
                calm rest at night.
              </Text>
              <Paper radius="lg" p="lg" withBorder data-testid="trs-price">
                <Group align="baseline" gap="sm">
                  <Text fz={44} fw={900} c="brand.8" lh={1}>
                    ${MARKETING.trsPrice}
                  </Text>
                  <Text c="gray.7" td="line-through" fz="lg">
                    ${MARKETING.trsRetailPrice}
                  </Text>
                  <Badge color="#1f7a3a">Free shipping</Badge>
                </Group>
                <Text c="gray.7" fz="sm" mt={6}>
                  Retail ${MARKETING.trsRetailPrice}. {MARKETING.guaranteeDays}-day money-back guarantee.
                </Text>
                <Group mt="md">
                  <Button component={SmartLink} to={shop} size="md">
                    ADD TO CART
                  </Button>
                  <Button component={SmartLink} to={shop} size="md" variant="outline">
                    ORDER TODAY
                  </Button>
                </Group>
              </Paper>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>
      <Section eyebrow="Your daily regimen" title="Six steps, sunrise to sunset" bg="#fff">
        <Regimen />
      </Section>
      <Section bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <VideoPanel
            src={VIDEOS.blue}
            title="A day with the system"
            cover="linear-gradient(135deg, #f6b221, #f15a29)"
          />
          <Stack>
            <Title order={2} c="brand.8">
              What members say
            </Title>
            <Testimonials option={3} />
          </Stack>
        </SimpleGrid>
      </Section>
      <Section eyebrow="Why supplement" title="Common gaps in a modern diet" bg="#fff" size="md">
        <Paper radius="lg" withBorder style={{ overflow: 'hidden' }}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" striped>
            <Table.Thead bg="brand.7">
              <Table.Tr>
                <Table.Th c="white">Nutrient</Table.Th>
                <Table.Th c="white">Often low in</Table.Th>
                <Table.Th c="white">Found in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEFICIENCIES.map((row) => (
                <Table.Tr key={row.nutrient}>
                  <Table.Td fw={700}>{row.nutrient}</Table.Td>
                  <Table.Td>{row.share}</Table.Td>
                  <Table.Td>{row.product}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
          <Paper radius="lg" p="xl" bg="#eef7f0">
            <Title order={3} fz="lg" c="brand.8" mb={6}>
              Nootropics
            </Title>
            <Text c="gray.8">
              Mind’s bacopa, lion’s mane and citicoline support focus and memory during demanding days.*
            </Text>
          </Paper>
          <Paper radius="lg" p="xl" bg="#fbeef0">
            <Title order={3} fz="lg" c="brand.8" mb={6}>
              Adaptogens
            </Title>
            <Text c="gray.8">Body’s ashwagandha and holy basil help the body respond to everyday stress.*</Text>
          </Paper>
        </SimpleGrid>
      </Section>
      <QualitySection />
      <Section
        eyebrow="No risk"
        title={`Try it for ${MARKETING.guaranteeDays} days`}
        subtitle="If it is not for you, send it back for a full refund — no questions asked."
        bg="#fff"
      >
        <Box ta="center">
          <Button component={SmartLink} to={shop} size="lg">
            SHOP NOW
          </Button>
        </Box>
      </Section>
    </>
  );
}
