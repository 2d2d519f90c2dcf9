import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Testimonial } from '@oola/domain';
import { EMBLA_DURATION_1S } from './carousel-timing';
import { useAutoplayInView } from '../../../ui/use-autoplay-in-view';

export interface TestimonialsCarouselProps {
  items: Testimonial[];
  /** Auto-play delay; none when left out. */
  autoplayMs?: number;
  perView?: number;
}

export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <Paper radius="lg" p="xl" shadow="sm" withBorder h="100%">
      <Stack justify="space-between" h="100%" gap="lg">
        <Text fz="lg" lh={1.6} c="gray.8" style={{ fontStyle: 'italic' }}>
          “{item.text}”
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={item.photoUrl} alt={item.name} size={52} radius="xl" />
          <div>
            <Text fw={800} c="brand.8">
              {item.name}
            </Text>
            <Text fz="sm" c="gray.7">
              {item.location}
            </Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Testimonials with previous/next buttons, dots and wrap-around. */
export default function TestimonialsCarousel({ items, autoplayMs, perView = 1 }: TestimonialsCarouselProps) {
  const autoplay = useAutoplayInView({ delay: autoplayMs, stopOnInteraction: false });
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <Carousel
      slideSize={`${100 / (wide ? perView : 1)}%`}
      slideGap="lg"
      withIndicators
      withControls
      emblaOptions={{ loop: true, align: 'start', duration: EMBLA_DURATION_1S }}
      {...(autoplayMs ? autoplay.carouselProps : {})}
      previousControlProps={{ 'aria-label': 'Previous testimonial' }}
      nextControlProps={{ 'aria-label': 'Next testimonial' }}
      styles={{ indicator: { background: '#1f3a68' }, viewport: { paddingBottom: 40 } }}
      data-testid="testimonials-carousel"
    >
      {items.map((item) => (
        <Carousel.Slide key={item.id}>
          <TestimonialCard item={item} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
