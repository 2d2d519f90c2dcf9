import { lazy, Suspense } from 'react';
import { Box, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MARKETING } from '@oola/domain';
import { usePageMeta } from '../../../ui/use-page-meta';
import { PageBanner, Section } from '../components/section';
import { VideoPanel, VIDEOS } from '../components/video-panel';

const CauseCarousel = lazy(() => import('../components/cause-carousel'));

/** Our Cause: meals counter, video and a carousel (auto-play 5 s, animation 1 s). */
export default function CausePage() {
  usePageMeta(
    'Our cause',
    `Every membership helps feed children: ${MARKETING.causeMeals.toLocaleString('en-US')} meals provided in ${MARKETING.causeCountries} countries.`,
  );
  return (
    <>
      <PageBanner
        eyebrow="Our cause"
        title="Feeding children, one membership at a time"
        subtitle="A part of every membership buys meals for children in communities that need them most."
        color="#f15a29"
      />
      <Section bg="#fff">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <SimpleGrid cols={2} spacing="md">
              <Paper radius="lg" p="lg" bg="#fdeee8" ta="center">
                <Text fz={{ base: 30, sm: 40 }} fw={900} c="#7a1f10" lh={1} data-testid="meals-counter">
                  {MARKETING.causeMeals.toLocaleString('en-US')}
                </Text>
                <Text fw={700} c="gray.8">
                  meals provided
                </Text>
              </Paper>
              <Paper radius="lg" p="lg" bg="#fdf5e2" ta="center">
                <Text fz={{ base: 30, sm: 40 }} fw={900} c="#6b4a00" lh={1}>
                  {MARKETING.causeCountries}
                </Text>
                <Text fw={700} c="gray.8">
                  countries
                </Text>
              </Paper>
            </SimpleGrid>
            <Title order={2} c="brand.8">
              Why we give
            </Title>
            <Text c="gray.8" fz="lg" lh={1.6}>
              It is hard to think about balance when you are hungry. We partner with local kitchens and schools so that
              children get a warm meal and a reason to stay in class. You do not pay extra — it is part of every month.
            </Text>
          </Stack>
          <VideoPanel
            src={VIDEOS.cause}
            title="Meals that matter"
            caption="A short film about the children we feed"
            cover="linear-gradient(135deg, #f15a29, #7a1f10)"
          />
        </SimpleGrid>
      </Section>
      <Section eyebrow="Where your meals go" title="Stories from the field" bg="#f7f8fb">
        <Box mih={260}>
          <Suspense fallback={<Loader mx="auto" display="block" role="status" aria-label="Loading" />}>
            <CauseCarousel />
          </Suspense>
        </Box>
      </Section>
    </>
  );
}
