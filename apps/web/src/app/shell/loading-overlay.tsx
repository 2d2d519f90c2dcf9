import { useEffect, useState } from 'react';
import { LoadingOverlay } from '@mantine/core';
import { onShellEvent } from '../../lib/shell-events';

/** The full-screen overlay shown while a blocking call runs (see withLoadingOverlay). */
export function FullScreenLoading() {
  const [pending, setPending] = useState(0);
  useEffect(
    () => onShellEvent((event) => event.type === 'loading' && setPending((count) => Math.max(0, count + event.delta))),
    [],
  );
  return (
    <LoadingOverlay
      visible={pending > 0}
      pos="fixed"
      zIndex={2000}
      overlayProps={{ blur: 2, backgroundOpacity: 0.35 }}
      loaderProps={{ color: 'brand', type: 'dots', size: 'xl' }}
    />
  );
}
