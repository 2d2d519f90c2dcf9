import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { CAROUSELS, type ProductCard as Card } from '@oola/domain';
import { ProductCard } from './product-card';
import { EMBLA_DURATION_1S } from './carousel-timing';
import { useAutoplayInView } from '../../../ui/use-autoplay-in-view';

/** Services: 1 card under 568 px, 2 from 568 px, 3 from 1024 px; auto-play 3 s, infinite. */
export default function ServicesCarousel({ cards }: { cards: Card[] }) {
  const [, from568, from1024] = CAROUSELS.services.breakpoints;
  const two = useMediaQuery(`(min-width: ${from568}px)`);
  const three = useMediaQuery(`(min-width: ${from1024}px)`);
  const autoplay = useAutoplayInView({
    delay: CAROUSELS.services.autoplayMs,
    stopOnInteraction: false,
    stopOnMouseEnter: true,
  });
  const slideSize = three ? '33.3333%' : two ? '50%' : '100%';
  return (
    <Carousel
      slideSize={slideSize}
      slideGap="lg"
      withIndicators
      emblaOptions={{ loop: true, align: 'start', duration: EMBLA_DURATION_1S }}
      {...autoplay.carouselProps}
      withControls={false}
      styles={{ indicator: { background: '#1f3a68' }, viewport: { paddingBottom: 40 } }}
      data-testid="services-carousel"
    >
      {cards.map((card) => (
        <Carousel.Slide key={card.id}>
          <ProductCard card={card} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
