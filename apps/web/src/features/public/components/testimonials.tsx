import { lazy, Suspense } from 'react';
import { Box, Loader } from '@mantine/core';
import { useTestimonials } from '../api';

const TestimonialsCarousel = lazy(() => import('./testimonials-carousel'));

/** Loads the testimonials of one option and shows them in the (lazy) carousel. */
export function Testimonials({
  option,
  perView,
  autoplayMs,
}: {
  option: number;
  perView?: number;
  autoplayMs?: number;
}) {
  const { data } = useTestimonials(option);
  const fallback = (
    <Box h={280} display="grid" style={{ placeItems: 'center' }}>
      <Loader role="status" aria-label="Loading testimonials" />
    </Box>
  );
  if (!data) return fallback;
  return (
    <Suspense fallback={fallback}>
      <TestimonialsCarousel items={data} perView={perView} autoplayMs={autoplayMs} />
    </Suspense>
  );
}
