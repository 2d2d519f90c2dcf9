import { useEffect, useRef, useState } from 'react';

/** How far up the window a part's top must come to count as reached: three quarters of its height. */
const REACHED_AT = 0.75;

/**
 * Calls `onReach` once, when the member scrolls to the element given to the returned ref (its top within
 * the upper three quarters of the window, or the page's end). Being in view on arrival, before any
 * scrolling, does not count.
 */
export function useReached(onReach: () => void): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  }, [onReach]);
  useEffect(() => {
    if (!node) return;
    const check = () => {
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      const inView = node.getBoundingClientRect().top <= window.innerHeight * REACHED_AT;
      if (window.scrollY <= 0 || !(inView || atEnd)) return;
      window.removeEventListener('scroll', check);
      latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [node]);
  return setNode;
}
