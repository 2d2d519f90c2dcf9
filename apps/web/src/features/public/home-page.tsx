import { lazy, Suspense } from 'react';
import { usePageMeta } from '../../ui/use-page-meta';
import { useWebAlias } from './alias-links';
import { WhenVisible } from './components/when-visible';
import { Hero } from './home/hero';
import { JourneySelector } from './home/journey-selector';

const BelowFold = lazy(() => import('./home/below-fold'));
const AmbassadorProfileCard = lazy(() => import('./components/profile-card'));

/**
 * The marketing home, also /myoola/{webAlias} with the ambassador's card first.
 * Sections in order: hero, journey, 30-day offer, products, programs, services, free assessment, TRS,
 * courses, the two video journeys, 'start living', counter, partners, testimonials, FAQ, join.
 */
export default function HomePage() {
  const webAlias = useWebAlias();
  usePageMeta(
    'Oola — Balance the seven areas of your life',
    'Score your seven life areas, set goals that matter and take three small actions a day with courses, a daily tracker and a certified coach.',
  );
  const start = () => document.getElementById('journey')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      {webAlias && (
        <Suspense fallback={null}>
          <AmbassadorProfileCard webAlias={webAlias} />
        </Suspense>
      )}
      <Hero onStart={start} />
      <JourneySelector />
      <WhenVisible minHeight={6000} margin="400px">
        <Suspense fallback={<div style={{ minHeight: 6000 }} />}>
          <BelowFold />
        </Suspense>
      </WhenVisible>
    </>
  );
}
