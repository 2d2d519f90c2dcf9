import { useEffect, useState } from 'react';
import { WELCOME_GET_STARTED_DELAY_MS } from '@oola/domain';

/** Seconds left before GET STARTED is enabled (15 s after load). */
export function useStartDelay(active = true): number {
  const [left, setLeft] = useState(Math.ceil(WELCOME_GET_STARTED_DELAY_MS / 1000));
  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((WELCOME_GET_STARTED_DELAY_MS - (Date.now() - startedAt)) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [active]);
  return left;
}
