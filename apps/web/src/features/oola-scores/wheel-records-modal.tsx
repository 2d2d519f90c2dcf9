import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Modal, Stack, Text } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { CAROUSELS, type OolaWheel } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { Wheel } from '../../ui/wheel';
import { EMBLA_DURATION_1S } from '../public';
import { wheelDate, wheelSlices } from './wheel-date';

/** OOLA WHEEL RECORDS (brand name first): every wheel, one at a time, autoplaying every 3 s with a 1 s slide. */
export function WheelRecordsModal({
  wheels,
  opened,
  onClose,
}: {
  wheels: OolaWheel[];
  opened: boolean;
  onClose: () => void;
}) {
  const { brandName } = useSettings();
  const autoplay = useRef(Autoplay({ delay: CAROUSELS.records.autoplayMs, stopOnInteraction: false }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={
        <Text fw={800} c="brand.8">
          {brandName.toUpperCase()} WHEEL RECORDS
        </Text>
      }
    >
      <Carousel
        data-testid="wheel-records"
        withIndicators
        withControls={wheels.length > 1}
        emblaOptions={{ loop: wheels.length > 1, duration: EMBLA_DURATION_1S }}
        plugins={[autoplay.current]}
        styles={{ indicator: { background: 'var(--mantine-color-brand-6)' }, viewport: { paddingBottom: 36 } }}
      >
        {[...wheels].reverse().map((wheel) => (
          <Carousel.Slide key={wheel.assessmentId}>
            <Stack gap={4} align="center">
              <Text fw={800} c="brand.8">
                {wheelDate(wheel)}
              </Text>
              <Wheel slices={wheelSlices(wheel)} total={wheel.score} size={340} />
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Modal>
  );
}
