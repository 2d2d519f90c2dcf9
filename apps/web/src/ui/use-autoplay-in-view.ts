import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';

/**
 * An Embla autoplay plugin that plays only while its carousel is on screen: a carousel sliding below the fold
 * (My Recommendations on the dashboard, the public pages' galleries) repaints every few seconds for no one, on a
 * phone's battery. It pauses when the carousel scrolls out of view and plays again when it comes back, unless
 * the visitor stopped it (stopOnInteraction): a carousel that was not playing when it left the screen stays
 * stopped. Spread `carouselProps` on Mantine's Carousel; `embla` is its API once started.
 */
export function useAutoplayInView(options: Partial<AutoplayOptionsType>) {
  const [plugin] = useState(() => Autoplay({ ...options, playOnInit: false }));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    // The plugin can play once Embla has started it.
    if (!element || !embla) return;
    if (typeof IntersectionObserver === 'undefined') {
      plugin.play();
      return;
    }
    let waitingToPlay = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && waitingToPlay) {
        waitingToPlay = false;
        plugin.play();
      } else if (!entry?.isIntersecting && plugin.isPlaying()) {
        waitingToPlay = true;
        plugin.stop();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [plugin, embla]);

  return { carouselProps: { ref, plugins: [plugin], getEmblaApi: setEmbla }, embla };
}
