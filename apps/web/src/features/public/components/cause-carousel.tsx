import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Paper, Text, Title } from '@mantine/core';
import { CAROUSELS } from '@oola/domain';
import { EMBLA_DURATION_1S } from './carousel-timing';
import { useAutoplayInView } from '../../../ui/use-autoplay-in-view';

const PLACES = [
  {
    place: 'Guatemala',
    text: 'A school kitchen in the highlands now serves breakfast every morning to 240 children.',
    color: '#2e9e4f',
  },
  { place: 'Kenya', text: 'Lunches at a community center keep 180 children in afternoon classes.', color: '#f6b221' },
  { place: 'Philippines', text: 'Rice and vegetable packs help families after typhoon season.', color: '#d7263d' },
  { place: 'Haiti', text: 'A daily hot meal for children at two village schools.', color: '#7b3f98' },
  { place: 'United States', text: 'Weekend food backpacks for students who rely on school meals.', color: '#1f3a68' },
];

/** Cause stories, auto-play 5 s, animation about 1 s, infinite. */
export default function CauseCarousel() {
  const autoplay = useAutoplayInView({ delay: CAROUSELS.cause.autoplayMs, stopOnInteraction: false });
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <Carousel
      slideSize={wide ? '33.3333%' : '100%'}
      slideGap="lg"
      withIndicators
      emblaOptions={{ loop: true, align: 'start', duration: EMBLA_DURATION_1S }}
      {...autoplay.carouselProps}
      previousControlProps={{ 'aria-label': 'Previous story' }}
      nextControlProps={{ 'aria-label': 'Next story' }}
      styles={{ indicator: { background: '#1f3a68' }, viewport: { paddingBottom: 40 } }}
    >
      {PLACES.map((item) => (
        <Carousel.Slide key={item.place}>
          <Paper radius="lg" p="xl" h="100%" withBorder style={{ borderTop: `6px solid ${item.color}` }}>
            <Title order={3} fz="lg" c="brand.8" mb={6}>
              {item.place}
            </Title>
            <Text c="gray.7">{item.text}</Text>
          </Paper>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
