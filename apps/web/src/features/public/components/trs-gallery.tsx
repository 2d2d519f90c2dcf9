import { useCallback, useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { EmblaCarouselType } from 'embla-carousel';
import { Box, UnstyledButton } from '@mantine/core';
import { CAROUSELS } from '@oola/domain';
import { EMBLA_DURATION_1S } from './carousel-timing';
import { useAutoplayInView } from '../../../ui/use-autoplay-in-view';

export const TRS_IMAGES = [
  { src: '/media/images/products/trs.svg', alt: 'The Total Rebalancing System box' },
  { src: '/media/images/products/rise.svg', alt: 'Rise gummies' },
  { src: '/media/images/products/mind.svg', alt: 'Mind nootropic blend' },
  { src: '/media/images/products/shots.svg', alt: 'Oola Shots' },
  { src: '/media/images/products/connection.svg', alt: 'Connection probiotic' },
  { src: '/media/images/products/body.svg', alt: 'Body adaptogen blend' },
  { src: '/media/images/products/rest.svg', alt: 'Rest gummies' },
];

/** Image carousel with a thumbnail carousel: auto-play 3 s, animation about 1 s, infinite. */
export default function TrsGallery() {
  const autoplay = useAutoplayInView({ delay: CAROUSELS.trs.autoplayMs, stopOnInteraction: false });
  const main = autoplay.embla;
  const [thumbs, setThumbs] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => {
    if (!main) return;
    const index = main.selectedScrollSnap();
    setSelected(index);
    thumbs?.scrollTo(index);
  }, [main, thumbs]);
  useEffect(() => {
    if (!main) return;
    main.on('select', onSelect);
    return () => {
      main.off('select', onSelect);
    };
  }, [main, onSelect]);
  return (
    <Box data-testid="trs-gallery">
      <Carousel
        emblaOptions={{ loop: true, duration: EMBLA_DURATION_1S }}
        {...autoplay.carouselProps}
        withIndicators={false}
        previousControlProps={{ 'aria-label': 'Previous image' }}
        nextControlProps={{ 'aria-label': 'Next image' }}
      >
        {TRS_IMAGES.map((image) => (
          <Carousel.Slide key={image.src}>
            <img
              src={image.src}
              alt={image.alt}
              width={560}
              height={560}
              style={{ width: '100%', height: 'auto', borderRadius: 20, display: 'block' }}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Carousel
        getEmblaApi={setThumbs}
        mt="sm"
        slideSize="22%"
        slideGap="xs"
        withControls={false}
        emblaOptions={{ loop: true, containScroll: 'keepSnaps', dragFree: true, align: 'start' }}
      >
        {TRS_IMAGES.map((image, index) => (
          <Carousel.Slide key={image.src}>
            <UnstyledButton
              onClick={() => main?.scrollTo(index)}
              aria-label={`Show ${image.alt}`}
              style={{
                borderRadius: 12,
                overflow: 'hidden',
                outline: index === selected ? '3px solid #1f3a68' : '1px solid #dfe5ef',
                display: 'block',
                width: '100%',
              }}
            >
              <img
                src={image.src}
                alt=""
                width={120}
                height={120}
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
