import { useEffect, type RefObject } from 'react';

const USER_SCROLLS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * While `active`, scrolls the element to the top of the window (its scroll-margin-top below the
 * header), and again whenever the page's height changes as late content arrives, until the member
 * scrolls or clicks themselves.
 */
export function useKeepInView(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const place = () => element.scrollIntoView({ block: 'start' });
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.documentElement);
    const stop = () => {
      observer.disconnect();
      USER_SCROLLS.forEach((name) => window.removeEventListener(name, stop));
    };
    USER_SCROLLS.forEach((name) => window.addEventListener(name, stop, { passive: true }));
    return stop;
  }, [ref, active]);
}
