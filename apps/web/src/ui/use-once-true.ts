import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: a dialog whose code loads on first use is
 * rendered from its first opening on, so it stays mounted and its closing transition still plays.
 */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once;
}
