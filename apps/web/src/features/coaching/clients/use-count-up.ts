import { useEffect, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/**
 * A number counting up from 0 to `target` over `durationMs` (eased out), as MY STATS shows them; at
 * once when the visitor asks for reduced motion.
 */
export function useCountUp(target: number, durationMs: number): number {
  const reduceMotion = useReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (reduceMotion || target <= 0) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const progress = Math.min(1, (time - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduceMotion]);
  return value;
}
