import { lazy, Suspense, useEffect, useState } from 'react';
import { onShellEvent, type ErrorDialog as Dialog } from '../../lib/shell-events';

// Mantine's Modal (focus trap, scroll lock, transitions) loads with the first error, not with every page.
const ErrorDialog = lazy(() => import('./error-dialog'));

/** The generic error dialog (title, description, OK) opened by any 409 or showErrorDialog(). */
export function ErrorModal() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      onShellEvent((event) => {
        if (event.type !== 'error') return;
        setWanted(true);
        setDialog(event.dialog);
      }),
    [],
  );
  return wanted ? (
    <Suspense fallback={null}>
      <ErrorDialog dialog={dialog} onClose={() => setDialog(null)} />
    </Suspense>
  ) : null;
}
