import { lazy, Suspense, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Button, Grid, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CAROUSELS, type OolaWheel } from '@oola/domain';
import { EmptyState, SectionCard } from '../../ui/section-card';
import { useOolaScores } from './api';
import { ScoreChart } from './score-chart';
import { WheelCard } from './wheel-card';

// Drawn only when opened: their share dialog and autoplaying carousel stay out of the first screen.
const WheelModal = lazy(() => import('./wheel-modal').then((module) => ({ default: module.WheelModal })));
const WheelRecordsModal = lazy(() =>
  import('./wheel-records-modal').then((module) => ({ default: module.WheelRecordsModal })),
);

const { oneItemBelowPx, itemsAbove, arrowsHiddenUnder } = CAROUSELS.score;

/** My Oola Score: the carousel of past wheels (newest first), the records modal, the wheel modal and the score chart. */
export function OolaScore({ brand }: { brand: string }) {
  const { data: wheels } = useOolaScores();
  const wide = useMediaQuery(`(min-width: ${oneItemBelowPx}px)`, true);
  const [records, setRecords] = useState(false);
  const [open, setOpen] = useState<OolaWheel | null>(null);
  const newestFirst = [...(wheels ?? [])].reverse();
  return (
    <SectionCard
      title={`MY ${brand.toUpperCase()} SCORE`}
      accent="var(--mantine-color-area6-6)"
      testId="oola-score"
      actions={
        newestFirst.length > 0 && (
          <Button size="compact-sm" variant="light" onClick={() => setRecords(true)}>
            RECORDS
          </Button>
        )
      }
    >
      {!wheels ? (
        <Skeleton height={260} radius="md" />
      ) : wheels.length === 0 ? (
        <EmptyState title="Your wheel history">
          Each wheel you complete is kept here, with your combined score over time.
        </EmptyState>
      ) : (
        <Grid gap="lg" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Carousel
              data-testid="score-carousel"
              slideSize={wide ? `${100 / itemsAbove}%` : '100%'}
              slideGap="md"
              withControls={newestFirst.length >= arrowsHiddenUnder}
              emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
            >
              {newestFirst.map((wheel, index) => (
                <Carousel.Slide key={wheel.assessmentId}>
                  <WheelCard wheel={wheel} latest={index === 0} onOpen={() => setOpen(wheel)} />
                </Carousel.Slide>
              ))}
            </Carousel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ScoreChart wheels={wheels} />
          </Grid.Col>
        </Grid>
      )}
      <Suspense fallback={null}>
        {records && <WheelRecordsModal wheels={wheels ?? []} opened onClose={() => setRecords(false)} />}
        {open && <WheelModal wheel={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </SectionCard>
  );
}
